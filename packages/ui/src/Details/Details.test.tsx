import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Details } from './Details';

const summaryOf = (text: string) => screen.getByText(text).closest('summary')!;

describe('Details', () => {
  // The keyboard (Enter, Space on the summary) is the browser's: the stories drive it in Chromium.
  it('is a native details whose summary opens and closes it', async () => {
    const onOpenChange = vi.fn();
    render(
      <Details summary="Help with the tax year" onOpenChange={onOpenChange}>
        <p>The year your income was earned.</p>
      </Details>,
    );
    const summary = summaryOf('Help with the tax year');
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    expect(details).toHaveAttribute('data-state', 'closed');

    await userEvent.tab();
    expect(summary).toHaveFocus();
    await userEvent.click(summary);
    expect(details.open).toBe(true);
    expect(summary).toHaveAttribute('data-state', 'open');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByText('The year your income was earned.')).toBeVisible();

    await userEvent.click(summary);
    expect(details.open).toBe(false);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('opens at first with defaultOpen', () => {
    render(
      <Details summary="More" defaultOpen>
        Text
      </Details>,
    );
    expect(summaryOf('More').closest('details')!.open).toBe(true);
  });

  it('controlled: follows `open`, and asks before changing', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <Details summary="More" open={false} onOpenChange={onOpenChange}>
        Text
      </Details>,
    );
    const details = summaryOf('More').closest('details')!;
    await userEvent.click(summaryOf('More'));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    // The caller did not agree: it stays closed.
    expect(details.open).toBe(false);

    rerender(
      <Details summary="More" open onOpenChange={onOpenChange}>
        Text
      </Details>,
    );
    expect(details.open).toBe(true);
    expect(details).toHaveAttribute('data-state', 'open');
  });

  it('controlled: a caller can load what it shows only once open', async () => {
    function Lazy() {
      const [open, setOpen] = useState(false);
      return (
        <Details summary="About this service" open={open} onOpenChange={setOpen}>
          {open ? <p>Loaded</p> : null}
        </Details>
      );
    }
    render(<Lazy />);
    expect(screen.queryByText('Loaded')).toBeNull();
    await userEvent.click(summaryOf('About this service'));
    expect(screen.getByText('Loaded')).toBeVisible();
  });

  it('hears of what the browser opens itself (find-in-page)', () => {
    const onOpenChange = vi.fn();
    render(
      <Details summary="More" onOpenChange={onOpenChange}>
        Text
      </Details>,
    );
    const details = summaryOf('More').closest('details')!;
    act(() => {
      details.open = true;
      details.dispatchEvent(new Event('toggle'));
    });
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(details).toHaveAttribute('data-state', 'open');
  });

  it('passes its ref to the details element', () => {
    const ref = createRef<HTMLDetailsElement>();
    render(
      <Details ref={ref} summary="More">
        Text
      </Details>,
    );
    expect(ref.current).toBe(summaryOf('More').closest('details'));
  });
});
