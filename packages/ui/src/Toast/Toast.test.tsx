import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast, type ToastOptions } from './Toast';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function Trigger({ options, label = 'Notify' }: { options: ToastOptions; label?: string }) {
  const { show } = useToast();
  return (
    <button type="button" onClick={() => show(options)}>
      {label}
    </button>
  );
}

const region = () => screen.getByRole('region', { name: 'Notifications' });

describe('Toast', () => {
  it('announces a success toast politely, without moving focus, and hides it after 5 s', () => {
    const text = 'Confirmation email has been sent. Please check your inbox.';
    render(
      <ToastProvider>
        <Trigger options={{ text, kind: 'success' }} />
      </ToastProvider>,
    );
    const button = screen.getByRole('button', { name: 'Notify' });
    button.focus();
    fireEvent.click(button);
    expect(within(region()).getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(button).toHaveFocus();
    act(() => vi.advanceTimersByTime(4999));
    expect(within(region()).getByText(text)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(region()).queryByText(text)).not.toBeInTheDocument();
  });

  it('announces a danger toast assertively and honours its own delay', () => {
    const text = 'Unable to submit question/comment. Please try again.';
    render(
      <ToastProvider>
        <Trigger options={{ text, kind: 'danger', delay: 15_000 }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(within(region()).getByRole('listitem')).toHaveAttribute('data-kind', 'danger');
    act(() => vi.advanceTimersByTime(14_999));
    expect(within(region()).getByText(text)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(region()).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('keeps a toast with autoHide off until closed with its Close button', () => {
    render(
      <ToastProvider>
        <Trigger options={{ text: 'Saved.', autoHide: false }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(within(region()).getByText('Saved.')).toBeInTheDocument();
    fireEvent.click(within(region()).getByRole('button', { name: 'Close' }));
    expect(within(region()).queryByText('Saved.')).not.toBeInTheDocument();
  });

  it('pauses auto-hide while hovered or focused', () => {
    render(
      <ToastProvider>
        <Trigger options={{ text: 'Hello' }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.mouseEnter(region());
    act(() => vi.advanceTimersByTime(10_000));
    expect(within(region()).getByText('Hello')).toBeInTheDocument();
    fireEvent.mouseLeave(region());
    act(() => within(region()).getByRole('button', { name: 'Close' }).focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(within(region()).getByText('Hello')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Notify' }).focus());
    act(() => vi.advanceTimersByTime(1999));
    expect(within(region()).getByText('Hello')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(region()).queryByText('Hello')).not.toBeInTheDocument();
  });

  it('stacks toasts and dismisses by id', () => {
    function Both() {
      const { show, dismiss } = useToast();
      return (
        <button
          type="button"
          onClick={() => {
            const first = show({ text: 'First', kind: 'standard' });
            show({ text: 'Second', kind: 'success' });
            dismiss(first);
          }}
        >
          Go
        </button>
      );
    }
    render(
      <ToastProvider>
        <Both />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(within(region()).getAllByRole('listitem')).toHaveLength(1);
    expect(within(region()).getByText('Second')).toBeInTheDocument();
  });

  it('throws outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger options={{ text: 'x' }} />)).toThrow(/ToastProvider/);
  });
});
