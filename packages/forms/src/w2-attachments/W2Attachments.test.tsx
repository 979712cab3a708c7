import { ApiError } from '@citytax/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredFiles } from './storedFiles';
import { W2Attachments } from './W2Attachments';

const LABEL = 'Attach a copy of your W-2 (PDF, PNG or JPEG, up to 5 MB)';
const pdf = (name = 'w2.pdf', content = '%PDF-1.4 a', lastModified = 1_700_000_000_000) =>
  new File([content], name, { type: 'application/pdf', lastModified });
const input = () => screen.getByLabelText(LABEL);
const listed = () =>
  within(screen.getByRole('list', { name: 'Attached files' }))
    .getAllByRole('listitem')
    .map((li) => li.firstChild?.textContent);
const uploaded = (file: File, name: string) =>
  Promise.resolve({ id: `up-${name}`, name, size: file.size, type: 'application/pdf' as const });

beforeEach(() => sessionStorage.clear());

describe('W2Attachments', () => {
  it('has the labelled native file input of the spec', () => {
    render(<W2Attachments scope="t" onUpload={vi.fn()} />);
    expect(input()).toHaveAttribute('type', 'file');
    expect(input()).toHaveAttribute('accept', '.pdf,.png,.jpg,.jpeg');
    expect(screen.getByText('No files attached yet.')).toBeInTheDocument();
  });

  it('uploads a file, lists it, keeps it in session storage and says so', async () => {
    const onUpload = vi.fn(uploaded);
    const onChange = vi.fn();
    render(<W2Attachments scope="annual-return-2025" onUpload={onUpload} onChange={onChange} />);
    const file = pdf();
    await userEvent.upload(input(), file);
    await waitFor(() => expect(listed()).toEqual(['w2.pdf (10 bytes)']));
    expect(onUpload).toHaveBeenCalledWith(file, 'w2.pdf');
    expect(screen.getByText('w2.pdf attached.')).toBeInTheDocument();
    const kept = readStoredFiles('annual-return-2025');
    expect(kept).toMatchObject([
      {
        name: 'w2.pdf',
        size: 10,
        type: 'application/pdf',
        uploadId: 'up-w2.pdf',
        lastModified: 1_700_000_000_000,
      },
    ]);
    expect(kept[0]?.data).toMatch(/^data:application\/pdf;base64,/);
    expect(onChange).toHaveBeenLastCalledWith(kept);
  });

  it('renames a different file of the same name, and replaces the same file picked again', async () => {
    const onUpload = vi.fn(uploaded);
    render(<W2Attachments scope="t" onUpload={onUpload} />);
    await userEvent.upload(input(), pdf('w2.pdf', '%PDF-first'));
    await waitFor(() => expect(listed()).toHaveLength(1));
    await userEvent.upload(input(), pdf('w2.pdf', '%PDF-second!', 1_700_000_100_000));
    await screen.findByText(
      'A different file named w2.pdf is already attached, so this one was attached as w2 (1).pdf.',
    );
    expect(onUpload).toHaveBeenLastCalledWith(expect.any(File), 'w2 (1).pdf');
    await userEvent.upload(input(), pdf('w2.pdf', '%PDF-second!', 1_700_000_100_000));
    await screen.findByText('w2 (1).pdf was already attached. It has been replaced.');
    expect(listed()).toEqual(['w2.pdf (10 bytes)', 'w2 (1).pdf (12 bytes)']);
  });

  it.each([
    [new File(['hello'], 'notes.txt', { type: 'text/plain' }), 'notes.txt must be a PDF, PNG or JPEG.'],
    [new File([], 'w2.pdf', { type: 'application/pdf' }), 'w2.pdf is empty.'],
    [
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
      'big.png must be 5 MB or smaller.',
    ],
  ])('refuses a bad file before uploading, and announces why: %#', async (file, message) => {
    const user = userEvent.setup({ applyAccept: false });
    const onUpload = vi.fn();
    render(<W2Attachments scope="t" onUpload={onUpload} />);
    await user.upload(input(), file);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(input()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('shows the server detail when the upload is refused', async () => {
    const onUpload = vi.fn(() =>
      Promise.reject(
        new ApiError(400, {
          type: 'https://citytax.example/problems/validation-error',
          title: 'Bad Request',
          detail: 'The file must be a PDF, PNG or JPEG.',
        }),
      ),
    );
    render(<W2Attachments scope="t" onUpload={onUpload} />);
    await userEvent.upload(input(), pdf());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'w2.pdf could not be uploaded. The file must be a PDF, PNG or JPEG.',
      ),
    );
    expect(screen.getByText('No files attached yet.')).toBeInTheDocument();
    expect(readStoredFiles('t')).toEqual([]);
  });

  it('lists several errors at once', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<W2Attachments scope="t" onUpload={vi.fn(uploaded)} />);
    await user.upload(input(), [
      new File(['a'], 'a.txt', { type: 'text/plain' }),
      pdf(),
      new File([], 'b.pdf', { type: 'application/pdf' }),
    ]);
    const alert = screen.getByRole('alert');
    await waitFor(() =>
      expect(
        within(alert)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['a.txt must be a PDF, PNG or JPEG.', 'b.pdf is empty.']),
    );
    expect(listed()).toEqual(['w2.pdf (10 bytes)']);
  });

  it('starts from the stored list, and Remove takes a file out and keeps focus in the list', async () => {
    render(<W2Attachments scope="t" onUpload={vi.fn(uploaded)} />);
    await userEvent.upload(input(), [pdf('a.pdf'), pdf('b.pdf')]);
    await waitFor(() => expect(listed()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(listed()).toEqual(['b.pdf (10 bytes)']);
    expect(screen.getByText('a.pdf removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove b.pdf' })).toHaveFocus());
    expect(readStoredFiles('t').map((f) => f.name)).toEqual(['b.pdf']);
  });

  it('read-only lists the stored files with nothing to change', async () => {
    const first = render(<W2Attachments scope="t" onUpload={vi.fn(uploaded)} />);
    await userEvent.upload(input(), pdf());
    await waitFor(() => expect(listed()).toHaveLength(1));
    first.unmount();
    render(<W2Attachments scope="t" onUpload={vi.fn()} readOnly />);
    expect(listed()).toEqual(['w2.pdf (10 bytes)']);
    expect(screen.queryByLabelText(LABEL)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });
});
