import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState, type FormEvent } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { storyText } from '../text/storyText';
import { TextField } from '../TextField/TextField';
import { ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps } from './ErrorSummary';

const NAME_ID = 'error-summary-story-name';
const STATUS_ID = 'error-summary-story-status';

/**
 * A small form that checks two answers when it is submitted, as a page of a tax form would. In
 * `focus` mode the summary sits above the fields and takes focus on each failed submit; in `live`
 * mode it sits under the button and focus goes to the first field to fix.
 */
function ExampleForm(props: Omit<ErrorSummaryProps, 'errors'> & { serverError?: string }) {
  const { serverError, mode = 'focus', ...summaryProps } = props;
  const [submitCount, setSubmitCount] = useState(0);
  const [name, setName] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  const check = (): ErrorSummaryItem[] => [
    ...(name.trim() ? [] : [{ message: 'Enter your full name', fieldId: NAME_ID }]),
    ...(status ? [] : [{ message: 'Choose your filing status', fieldId: STATUS_ID }]),
    ...(serverError ? [{ message: serverError }] : []),
  ];
  const errors = submitCount > 0 ? check() : [];
  const errorOf = (id: string) => errors.find((e) => e.fieldId === id)?.message;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitCount((count) => count + 1);
    const found = check();
    if (mode === 'live' && found.length > 0) {
      // The live summary does not move focus: the form sends it to the first field to fix.
      if (found[0]?.fieldId === NAME_ID) nameRef.current?.focus();
      else statusRef.current?.querySelector<HTMLElement>('input')?.focus();
    }
  };

  const summary = <ErrorSummary {...summaryProps} mode={mode} errors={errors} focusKey={submitCount} />;
  return (
    <form noValidate aria-label="Your details" onSubmit={submit}>
      {mode === 'focus' ? summary : null}
      <TextField
        ref={nameRef}
        id={NAME_ID}
        label="Full name"
        name="name"
        value={name}
        onChange={setName}
        error={errorOf(NAME_ID)}
      />
      <RadioGroup
        ref={statusRef}
        id={STATUS_ID}
        label="Filing status"
        name="status"
        options={[
          { value: 'single', label: 'Single' },
          { value: 'joint', label: 'Married filing jointly' },
        ]}
        value={status}
        onChange={setStatus}
        error={errorOf(STATUS_ID)}
      />
      <Button type="submit">Continue</Button>
      {mode === 'live' ? summary : null}
    </form>
  );
}

const meta = {
  title: 'UI/ErrorSummary',
  component: ErrorSummary,
  args: { errors: [] },
  render: ({ errors: _errors, ...args }) => <ExampleForm {...args} />,
} satisfies Meta<typeof ErrorSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first submit there is nothing to show, and nothing is rendered. */
export const NoErrors: Story = {
  play: async ({ canvas, globals }) => {
    const { title } = storyText(globals).errorSummary;
    await expect(canvas.queryByRole('heading', { name: title })).not.toBeInTheDocument();
  },
};

/** A failed submit: the summary takes focus, and each link moves focus to its field. */
export const FailedSubmit: Story = {
  play: async ({ canvas, globals }) => {
    const { title } = storyText(globals).errorSummary;
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const heading = await canvas.findByRole('heading', { level: 2, name: title });
    await waitFor(() => expect(heading.parentElement).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Enter your full name' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
  },
};

/** A second failed submit moves focus back to the summary (its `focusKey` changed). */
export const SecondFailedSubmit: Story = {
  play: async ({ canvas, globals }) => {
    const { title } = storyText(globals).errorSummary;
    const name = canvas.getByRole('textbox', { name: 'Full name' });
    await userEvent.click(name);
    await userEvent.keyboard('{Enter}');
    const heading = await canvas.findByRole('heading', { name: title });
    await waitFor(() => expect(heading.parentElement).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(name).toHaveFocus();
    await userEvent.keyboard('Pat Rivera{Enter}');
    await waitFor(() => expect(heading.parentElement).toHaveFocus());
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Choose your filing status',
    ]);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('radio', { name: 'Single' })).toHaveFocus();
  },
};

/** Its own heading and a sentence; an error without a field (from the server) is plain text. */
export const TitleDescriptionAndServerError: Story = {
  args: {
    title: 'Your details were not saved',
    description: 'Check the answers below, then continue.',
  },
  render: ({ errors: _errors, ...args }) => (
    <ExampleForm {...args} serverError="The server could not check your address. Try again later." />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const heading = await canvas.findByRole('heading', { name: 'Your details were not saved' });
    await waitFor(() => expect(heading.parentElement).toHaveFocus());
    await expect(canvas.getByText('Check the answers below, then continue.')).toBeVisible();
    await expect(
      canvas.queryByRole('link', { name: 'The server could not check your address. Try again later.' }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByText('The server could not check your address. Try again later.')).toBeVisible();
  },
};

/**
 * `mode="live"` under the button: an alert region announced when the errors appear, while the form
 * moves focus to the first field to fix.
 */
export const LiveUnderTheButton: Story = {
  args: { mode: 'live', title: 'Please correct the following errors:' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter your full name');
    await expect(canvas.getByRole('alert')).not.toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Enter your full name' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Choose your filing status' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('radio', { name: 'Single' })).toHaveFocus();
  },
};
