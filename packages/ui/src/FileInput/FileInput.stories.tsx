import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../text/storyText';
import { FileInput } from './FileInput';

const LABEL = 'Upload a copy of your W-2';
const pdf = (name: string, body = 'W-2 wage and tax statement') =>
  new File([`%PDF-1.4\n${body}`], name, { type: 'application/pdf', lastModified: 1_700_000_000_000 });

const meta = {
  title: 'UI/FileInput',
  component: FileInput,
  args: {
    label: LABEL,
    name: 'w2',
    hint: 'PDF, PNG or JPEG, up to 5 MB.',
    accept: '.pdf,.png,.jpg,.jpeg',
    onChange: fn(),
  },
} satisfies Meta<typeof FileInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: Tab reaches the browser's own control; Enter or Space opens the file picker. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByLabelText(LABEL);
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription('PDF, PNG or JPEG, up to 5 MB.');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** Several files at once (`multiple`): the chosen files are listed under the control. */
export const MultipleChosen: Story = {
  args: { multiple: true },
  play: async ({ args, canvas, globals }) => {
    const t = storyText(globals).fileInput;
    await userEvent.tab();
    const files = [pdf('w2-lakeside-hospital.pdf'), pdf('w2-columbus-data.pdf', 'second employer')];
    await userEvent.upload(canvas.getByLabelText(LABEL), files);
    await expect(args.onChange).toHaveBeenCalledWith(files, expect.anything());
    const list = canvas.getByRole('list', { name: t.chosenFilesLabel });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `w2-lakeside-hospital.pdf (${t.fileSizeText(35)})`,
      `w2-columbus-data.pdf (${t.fileSizeText(24)})`,
    ]);
  },
};

/** An error, linked to the control by aria-describedby after the hint. */
export const Invalid: Story = {
  args: { error: 'Choose a copy of your W-2' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByLabelText(LABEL);
    await expect(input).toHaveFocus();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'PDF, PNG or JPEG, up to 5 MB. Choose a copy of your W-2',
    );
  },
};

/** A form that checks each file as it is chosen: the error appears in the alert region and is announced. */
function CheckedOnPick(args: Parameters<typeof FileInput>[0]) {
  const [error, setError] = useState<string[]>([]);
  return (
    <FileInput
      {...args}
      multiple
      error={
        error.length === 0 ? undefined : error.length === 1 ? (
          error[0]
        ) : (
          <ul>
            {error.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )
      }
      onChange={(files, event) => {
        args.onChange?.(files, event);
        setError(
          files
            .filter((file) => file.type !== 'application/pdf')
            .map((file) => `${file.name} must be a PDF, PNG or JPEG.`),
        );
      }}
    />
  );
}

export const ErrorAfterPick: Story = {
  render: (args) => <CheckedOnPick {...args} />,
  play: async ({ canvas }) => {
    const user = userEvent.setup({ applyAccept: false });
    await user.tab();
    await user.upload(canvas.getByLabelText(LABEL), [
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      new File(['hello'], 'letter.docx', { type: 'application/msword' }),
    ]);
    const alert = canvas.getByRole('alert');
    await waitFor(() =>
      expect(
        within(alert)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['notes.txt must be a PDF, PNG or JPEG.', 'letter.docx must be a PDF, PNG or JPEG.']),
    );
    await expect(canvas.getByLabelText(LABEL)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(LABEL)).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByLabelText(LABEL)).not.toHaveFocus();
  },
};
