import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyEndpoints } from '../account-shared/StoryHarness';
import { cityTaxFormProblemHandlers, createCityTaxFormHandlers } from '../annual-return-shared/storyMocks';
import { clearStoredFiles, writeStoredFiles } from './storedFiles';
import { w2AttachmentsMessages as m } from './messages.en';
import { W2Attachments } from './W2Attachments';
const pdf = (name: string, body: string, lastModified = 1_700_000_000_000) =>
  new File([`%PDF-1.4\n${body}`], name, { type: 'application/pdf', lastModified });

const meta = {
  title: 'Forms/AnnualReturn/W2Attachments',
  component: W2Attachments,
  args: {
    scope: 'story',
    onUpload: fn((file: File, name: string) => storyEndpoints.fileUpload(file, name)),
    onChange: fn(),
  },
  parameters: { msw: { handlers: createCityTaxFormHandlers() } },
  beforeEach: () => {
    clearStoredFiles();
    return () => clearStoredFiles();
  },
  tags: ['autodocs'],
} satisfies Meta<typeof W2Attachments>;
export default meta;
type Story = StoryObj<typeof meta>;

const attached = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: m.listHeading }))
    .getAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText(m.label)).toHaveFocus();
    await expect(canvas.getByText(m.none)).toBeVisible();
  },
};

/** A second, different 'w2.pdf' is kept as 'w2 (1).pdf'; picking it again replaces it. */
export const SameNameRenamed: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText(m.label);
    await userEvent.upload(input, pdf('w2.pdf', 'Lakeside Hospital'));
    await expect(await canvas.findByText(m.status.added('w2.pdf'))).toBeVisible();
    const second = pdf('w2.pdf', 'Columbus Data Services', 1_700_000_500_000);
    await userEvent.upload(input, second);
    await expect(await canvas.findByText(m.status.renamed('w2.pdf', 'w2 (1).pdf'))).toBeVisible();
    await expect(args.onUpload).toHaveBeenLastCalledWith(second, 'w2 (1).pdf');
    await userEvent.upload(input, pdf('w2.pdf', 'Columbus Data Services', 1_700_000_500_000));
    await expect(await canvas.findByText(m.status.replaced('w2 (1).pdf'))).toBeVisible();
    await expect(attached(canvas)).toEqual(['w2.pdf (26 bytes)', 'w2 (1).pdf (31 bytes)']);
  },
};

/** A file of another type is refused before it is sent, and the reason is announced. */
export const WrongType: Story = {
  play: async ({ args, canvas }) => {
    const user = userEvent.setup({ applyAccept: false });
    const input = canvas.getByLabelText(m.label);
    await user.upload(input, new File(['hello'], 'w2.docx', { type: 'application/msword' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(m.errors.wrongType('w2.docx')));
    await expect(input).toHaveAccessibleDescription(expect.stringContaining(m.errors.wrongType('w2.docx')));
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** The server refuses what only pretends to be a PDF (it checks the content). */
export const RefusedByTheServer: Story = {
  play: async ({ canvas }) => {
    await userEvent.upload(
      canvas.getByLabelText(m.label),
      new File(['not really a pdf'], 'w2.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() =>
      // The detail is the server's (the mocks answer in English).
      expect(canvas.getByRole('alert')).toHaveTextContent(
        m.errors.uploadFailed('w2.pdf', 'The file must be a PDF, PNG or JPEG.'),
      ),
    );
    await expect(canvas.getByText(m.none)).toBeVisible();
  },
};

export const Uploading: Story = {
  parameters: { msw: { handlers: cityTaxFormProblemHandlers.uploadPending } },
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText(m.label), pdf('w2.pdf', 'Lakeside Hospital'));
    await expect(await canvas.findByText(m.status.uploading('w2.pdf'))).toBeVisible();
    await expect(canvas.getByLabelText(m.label)).toHaveAttribute('aria-busy', 'true');
  },
};

export const UploadFails: Story = {
  parameters: { msw: { handlers: cityTaxFormProblemHandlers.uploadFails } },
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText(m.label), pdf('w2.pdf', 'Lakeside Hospital'));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        m.errors.uploadFailed('w2.pdf', 'Something went wrong.'),
      ),
    );
  },
};

/** Files attached earlier in the session; Remove works from the keyboard and keeps focus in the list. */
export const RemoveWithTheKeyboard: Story = {
  beforeEach: () => {
    writeStoredFiles('story', [
      {
        name: 'w2.pdf',
        originalName: 'w2.pdf',
        size: 26,
        type: 'application/pdf',
        data: 'data:application/pdf;base64,JVBERi0xLjQ=',
        lastModified: 1,
      },
      {
        name: 'w2 (1).pdf',
        originalName: 'w2.pdf',
        size: 31,
        type: 'application/pdf',
        data: 'data:application/pdf;base64,JVBERi0xLjQ=',
        lastModified: 2,
      },
    ]);
  },
  play: async ({ args, canvas }) => {
    await expect(attached(canvas)).toEqual(['w2.pdf (26 bytes)', 'w2 (1).pdf (31 bytes)']);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `${m.remove} w2.pdf` })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(m.status.removed('w2.pdf'))).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: `${m.remove} w2 (1).pdf` })).toHaveFocus());
    await expect(attached(canvas)).toEqual(['w2 (1).pdf (31 bytes)']);
    await expect(args.onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'w2 (1).pdf' })]);
  },
};

/** The return is filed: the attached files are listed, with nothing to change. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  beforeEach: () => {
    writeStoredFiles('story', [
      {
        name: 'w2.pdf',
        originalName: 'w2.pdf',
        size: 2048,
        type: 'application/pdf',
        data: 'data:application/pdf;base64,JVBERi0xLjQ=',
        lastModified: 1,
      },
    ]);
  },
  play: async ({ canvas }) => {
    await expect(attached(canvas)).toEqual(['w2.pdf (2 KB)']);
    await expect(canvas.queryByLabelText(m.label)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
