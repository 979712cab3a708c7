import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorSummary, type ErrorSummaryItem } from './ErrorSummary';

const errors: ErrorSummaryItem[] = [
  { message: 'Enter your name', fieldId: 'name' },
  { message: 'Choose a filing status', fieldId: 'status' },
  { message: 'The server could not check your address' },
];

function Form({ summary }: { summary: ReactNode }) {
  return (
    <form aria-label="Details">
      {summary}
      <label htmlFor="name">Name</label>
      <input id="name" />
      <fieldset id="status">
        <legend>Filing status</legend>
        <label>
          <input type="radio" name="status" value="single" /> Single
        </label>
        <label>
          <input type="radio" name="status" value="joint" defaultChecked /> Joint
        </label>
      </fieldset>
    </form>
  );
}

/** A form whose summary shows the errors of its last submit, like a react-hook-form page. */
function Submitting({ withKey }: { withKey: boolean }) {
  const [count, setCount] = useState(0);
  const [shown, setShown] = useState<ErrorSummaryItem[]>([]);
  return (
    <>
      <ErrorSummary errors={shown} {...(withKey ? { focusKey: count } : {})} />
      <label htmlFor="name">Name</label>
      <input id="name" />
      <button
        type="button"
        onClick={() => {
          setCount((c) => c + 1);
          setShown([errors[0] as ErrorSummaryItem]);
        }}
      >
        Submit
      </button>
      <button type="button" onClick={() => setShown([])}>
        Fix
      </button>
      <button type="button" onClick={() => setShown([errors[0] as ErrorSummaryItem])}>
        Revalidate
      </button>
    </>
  );
}

describe('ErrorSummary', () => {
  it('renders nothing while there are no errors', () => {
    const { container } = render(<ErrorSummary errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('lists the errors under its heading and takes focus when it appears', () => {
    render(<Form summary={<ErrorSummary errors={errors} />} />);
    expect(screen.getByRole('heading', { level: 2, name: 'There is a problem' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      errors.map((e) => e.message),
    );
    const box = screen.getByRole('heading', { name: 'There is a problem' }).parentElement;
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('tabindex', '-1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes a title, a description and a heading level', () => {
    render(
      <ErrorSummary
        errors={errors}
        title="Please correct the following errors:"
        description="Your return was not saved."
        headingLevel={3}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 3, name: 'Please correct the following errors:' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your return was not saved.')).toBeInTheDocument();
  });

  it('links each error to its field and moves focus there, not only the scroll position', async () => {
    const user = userEvent.setup();
    render(<Form summary={<ErrorSummary errors={errors} />} />);
    const link = screen.getByRole('link', { name: 'Enter your name' });
    expect(link).toHaveAttribute('href', '#name');
    await user.click(link);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'The server could not check your address' })).toBeNull();
  });

  it('follows a link with Enter; a group id focuses its checked radio', async () => {
    const user = userEvent.setup();
    render(<Form summary={<ErrorSummary errors={errors} />} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Choose a filing status' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('radio', { name: 'Joint' })).toHaveFocus();
  });

  it('without a focusKey, takes focus each time its errors appear', async () => {
    const user = userEvent.setup();
    render(<Submitting withKey={false} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = () => screen.getByRole('heading', { name: 'There is a problem' }).parentElement;
    expect(summary()).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Fix' }));
    expect(screen.queryByRole('heading', { name: 'There is a problem' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revalidate' }));
    expect(summary()).toHaveFocus();
  });

  it('with a focusKey, takes focus again only when the key changes', async () => {
    const user = userEvent.setup();
    render(<Submitting withKey />);
    const summary = () => screen.getByRole('heading', { name: 'There is a problem' }).parentElement;
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(summary()).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Fix' }));
    await user.click(screen.getByRole('button', { name: 'Revalidate' }));
    expect(screen.getByRole('button', { name: 'Revalidate' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(summary()).toHaveFocus();
  });

  it('gives its box to a ref, so focus can be moved there at any time', () => {
    const ref = createRef<HTMLDivElement>();
    render(<ErrorSummary ref={ref} errors={errors} mode="live" />);
    expect(ref.current).toBeInstanceOf(HTMLDivElement);
    expect(ref.current).not.toHaveFocus();
    ref.current?.focus();
    expect(ref.current).toHaveFocus();
  });

  it('in live mode keeps an empty alert region and never moves focus by itself', () => {
    const { rerender } = render(<ErrorSummary errors={[]} mode="live" />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    rerender(<ErrorSummary errors={errors} mode="live" />);
    expect(screen.getByRole('alert', { name: 'There is a problem' })).toHaveTextContent('Enter your name');
    expect(screen.getByRole('alert')).not.toHaveFocus();
  });

  it('renders on the server', () => {
    const html = renderToString(<ErrorSummary errors={errors} />);
    expect(html).toContain('There is a problem');
    expect(html).toContain('href="#name"');
  });
});
