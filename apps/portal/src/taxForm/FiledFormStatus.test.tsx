import { confirmationOverrides } from '@citytax/api/mocks';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, setupMockServer } from '../pages/account/testServer';
import { FiledFormStatus } from './FiledFormStatus';

const server = setupMockServer();

function open(props: Parameters<typeof FiledFormStatus>[0]) {
  renderRoute({ path: '/', element: <FiledFormStatus {...props} /> }, '/');
}

describe('FiledFormStatus', () => {
  it('says what the page knows at once, then the confirmation’s facts and number', async () => {
    server.use(...confirmationOverrides.paidByCard);
    open({ formId: 7, amountPaid: 875.01, filedAt: '2026-03-02T15:00:00Z' });
    expect(screen.getByText('Paid $875.01 on March 2, 2026, balance $0.00')).toBeVisible();
    expect(screen.getByText('Confirmation number').nextElementSibling).toHaveAttribute('aria-busy', 'true');
    // The confirmation (filed November 24, 2026) replaces what the page knew.
    expect(await screen.findByText('Paid $875.01 on November 24, 2026, balance $0.00')).toBeVisible();
    expect(screen.getByText('CT-2025-7K4P-9QXM')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View your confirmation' })).toHaveAttribute(
      'href',
      '/form/7/confirmation',
    );
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  });

  it('keeps what the page knew, without a number, when the confirmation cannot be read', async () => {
    server.use(...confirmationOverrides.loadFails);
    open({ formId: 7, amountPaid: 0, filedAt: '2026-03-02T15:00:00Z' });
    await waitFor(() => expect(screen.queryByText('Confirmation number')).toBeNull());
    expect(screen.getByText('Filed, no payment due')).toBeVisible();
    expect(screen.getByText('Filed on').nextElementSibling).toHaveTextContent('March 2, 2026');
    expect(screen.getByRole('link', { name: 'View your confirmation' })).toBeVisible();
  });
});
