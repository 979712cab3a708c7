import { accountErrorHandlers, fixtures } from '@citytax/api/mocks';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../state/session';
import { ContactUsPage } from './ContactUs';
import { renderRoute, setupMockServer } from './testServer';

const server = setupMockServer();
afterEach(() => vi.useRealTimers());

const open = () => renderRoute({ path: '/contact-us', Component: ContactUsPage }, '/contact-us');

async function fill() {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Pat Rivera');
  await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '216-555-0199');
  await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'pat@example.com');
  await userEvent.type(screen.getByRole('textbox', { name: 'Comments' }), 'When is my refund?');
}

describe('/contact-us', () => {
  it('sends and shows Email sent.', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByText('Replies take up to two business days.')).toBeInTheDocument();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const status = await screen.findByText('Email sent.');
    await waitFor(() => expect(status.closest('[data-result]')).toHaveFocus());
    // Not a dead end: the way on (issue 31, finding 20).
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
  });

  it('signed in, the way on after sending is the dashboard', async () => {
    session.signIn({ ...fixtures.individualSignIn });
    open();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Phone number' }), '216-555-0199');
    await userEvent.type(screen.getByRole('textbox', { name: 'Comments' }), 'When is my refund?');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Email sent.');
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('prefills name and email when signed in', async () => {
    session.signIn({ ...fixtures.individualSignIn });
    open();
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Pat');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('individual@example.com');
  });

  it('a failure shows a danger toast for 15 seconds', async () => {
    server.use(accountErrorHandlers.contactSupportFails);
    open();
    await fill();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const text = 'Unable to submit question/comment. Please try again.';
    const region = screen.getByRole('region', { name: 'Notifications' });
    await vi.waitFor(() => expect(region).toHaveTextContent(text));
    await act(() => vi.advanceTimersByTimeAsync(14_000));
    expect(region).toHaveTextContent(text);
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    expect(region).not.toHaveTextContent(text);
    // The form stays, so the user can try again.
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('a retry after a failure sends the same Idempotency-Key, so support gets one request', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post('*/api/account/contact-support', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return keys.length === 1
          ? HttpResponse.json({ status: 503 }, { status: 503 })
          : HttpResponse.json({ ok: true });
      }),
    );
    open();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(keys).toHaveLength(1));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Email sent.')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});
