import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { FileInput } from './FileInput';

const LABEL = 'Upload your documents';
const pdf = (name: string, bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

describe('FileInput', () => {
  it('is a labelled native file input whose hint describes it', () => {
    render(<FileInput label={LABEL} name="documents" hint="PDF only, up to 5 MB" accept=".pdf" multiple />);
    const input = screen.getByLabelText(LABEL);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('name', 'documents');
    expect(input).toHaveAttribute('accept', '.pdf');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAccessibleDescription('PDF only, up to 5 MB');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('wires the error through aria-describedby and aria-invalid, in an alert region', () => {
    const { rerender } = render(<FileInput label={LABEL} hint="PDF only" />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    rerender(<FileInput label={LABEL} hint="PDF only" error="notes.txt must be a PDF." />);
    const input = screen.getByLabelText(LABEL);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('PDF only notes.txt must be a PDF.');
    expect(screen.getByRole('alert')).toHaveTextContent('notes.txt must be a PDF.');
  });

  it('takes a list as its error, for several files at once', () => {
    render(
      <FileInput
        label={LABEL}
        error={
          <ul>
            <li>a.txt must be a PDF.</li>
            <li>b.pdf is empty.</li>
          </ul>
        }
      />,
    );
    expect(within(screen.getByRole('alert')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('lists the chosen files with their sizes and reports them to onChange', async () => {
    const onChange = vi.fn();
    render(<FileInput label={LABEL} multiple onChange={onChange} />);
    const files = [pdf('w2-lakeside.pdf', 2048), pdf('w2-columbus.pdf', 300)];
    await userEvent.upload(screen.getByLabelText(LABEL), files);
    expect(onChange).toHaveBeenCalledWith(files, expect.objectContaining({ type: 'change' }));
    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['w2-lakeside.pdf (2 KB)', 'w2-columbus.pdf (300 bytes)']);
  });

  it('leaves the list to the page when showChosenFiles is off', async () => {
    render(<FileInput label={LABEL} showChosenFiles={false} />);
    await userEvent.upload(screen.getByLabelText(LABEL), pdf('w2.pdf'));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('empties the list when its form is reset', async () => {
    render(
      <form aria-label="Upload">
        <FileInput label={LABEL} />
      </form>,
    );
    await userEvent.upload(screen.getByLabelText(LABEL), pdf('w2.pdf'));
    expect(screen.getByRole('list', { name: 'Chosen files' })).toBeInTheDocument();
    fireEvent.reset(screen.getByRole('form', { name: 'Upload' }));
    expect(screen.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
  });

  it('is reached with Tab, and its ref is the input', async () => {
    const ref = createRef<HTMLInputElement>();
    render(<FileInput ref={ref} label={LABEL} />);
    await userEvent.tab();
    expect(screen.getByLabelText(LABEL)).toHaveFocus();
    expect(ref.current).toBe(screen.getByLabelText(LABEL));
  });

  it('keeps the caller’s aria-describedby first, and its texts are props', async () => {
    render(
      <>
        <p id="why">We need a copy of each W-2.</p>
        <FileInput
          label="Sube tus documentos"
          aria-describedby="why"
          hint="Solo PDF"
          chosenFilesLabel="Archivos elegidos"
          fileSizeText={(bytes) => `${bytes} bytes`}
        />
      </>,
    );
    const input = screen.getByLabelText('Sube tus documentos');
    expect(input).toHaveAccessibleDescription('We need a copy of each W-2. Solo PDF');
    await userEvent.upload(input, pdf('w2.pdf', 2048));
    expect(screen.getByRole('list', { name: 'Archivos elegidos' })).toHaveTextContent('w2.pdf (2048 bytes)');
  });

  it('renders on the server', () => {
    const html = renderToString(<FileInput label={LABEL} hint="PDF only" error="Choose a file" />);
    expect(html).toContain('type="file"');
    expect(html).toContain('Choose a file');
  });
});
