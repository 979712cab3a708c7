import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExemptionCertificateForm, exemptionCertificateFormSchema } from './ExemptionCertificateForm';

const TAX_YEAR = 2025;
const CONFIRM = 'I confirm that the reason I chose is true and correct.';
const SUBMIT = 'File exemption certificate';
const REASON_GROUP = 'Why are you exempt for 2025?';
const SOLD_DATE = 'Date the business or rental was sold';

/** Renders the form for a business sold on August 1, 2025 (not yet confirmed). */
function renderSoldAugust1(onSubmit: () => void) {
  render(
    <ExemptionCertificateForm
      taxYear={TAX_YEAR}
      onSubmit={onSubmit}
      defaultValues={{ exemptionSelection: 'BusinessOrRentalSold', businessSoldDate: '2025-08-01' }}
    />,
  );
}

/** Presses the submit button and waits for the confirmation modal (by its name when given). */
async function submitToDialog(name?: string) {
  await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
  return screen.findByRole('alertdialog', name ? { name } : {});
}

/** Submits and files the certificate in the confirmation modal. */
async function submitAndFile() {
  const dialog = await submitToDialog();
  await userEvent.click(within(dialog).getByRole('button', { name: 'File certificate' }));
}

describe('exemptionCertificateFormSchema', () => {
  const schema = exemptionCertificateFormSchema(TAX_YEAR);

  it.each([
    [
      'a reason with its date dropped',
      { exemptionSelection: 'retired', confirmed: true, businessSoldDate: '2025-01-01' },
      { exemptionSelection: 'retired', businessSoldDate: null },
    ],
    [
      'a sold business with its date',
      { exemptionSelection: 'BusinessOrRentalSold', confirmed: true, businessSoldDate: '2025-12-31' },
      { exemptionSelection: 'BusinessOrRentalSold', businessSoldDate: '2025-12-31' },
    ],
    [
      'a business sold before the tax year',
      { exemptionSelection: 'BusinessOrRentalSold', confirmed: true, businessSoldDate: '2019-04-01' },
      { exemptionSelection: 'BusinessOrRentalSold', businessSoldDate: '2019-04-01' },
    ],
  ])('accepts %s', (_name, input, output) => {
    expect(schema.parse(input)).toEqual(output);
  });

  it.each([
    [
      'nothing chosen',
      { exemptionSelection: '', confirmed: false, businessSoldDate: null },
      {
        exemptionSelection: 'You must choose a reason you are filing this form.',
        confirmed: 'You must confirm the chosen option is correct.',
      },
    ],
    [
      'a sold business without a date',
      { exemptionSelection: 'BusinessOrRentalSold', confirmed: true, businessSoldDate: null },
      { businessSoldDate: 'You must enter the date the business was sold.' },
    ],
    [
      'a sold business without a date and unconfirmed',
      { exemptionSelection: 'BusinessOrRentalSold', confirmed: false, businessSoldDate: null },
      {
        confirmed: 'You must confirm the chosen option is correct.',
        businessSoldDate: 'You must enter the date the business was sold.',
      },
    ],
    [
      'a business sold after the tax year',
      { exemptionSelection: 'BusinessOrRentalSold', confirmed: true, businessSoldDate: '2026-01-01' },
      { businessSoldDate: 'The date the business was sold must be on or before December 31, 2025.' },
    ],
  ])('refuses %s', (_name, input, errors) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toEqual(errors);
  });
});

describe('ExemptionCertificateForm', () => {
  it('shows the spec messages for an empty submit, focuses the reasons, and saves nothing', async () => {
    const onSubmit = vi.fn();
    render(<ExemptionCertificateForm taxYear={TAX_YEAR} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    expect(screen.getByRole('radiogroup', { name: REASON_GROUP })).toHaveAccessibleDescription(
      /You must choose a reason you are filing this form\./,
    );
    expect(screen.getByRole('checkbox', { name: CONFIRM })).toHaveAccessibleDescription(
      'You must confirm the chosen option is correct.',
    );
    await waitFor(() => expect(screen.getAllByRole('radio')[0]).toHaveFocus());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the sold date only for the business-sold reason', async () => {
    render(<ExemptionCertificateForm taxYear={TAX_YEAR} onSubmit={vi.fn()} />);
    expect(screen.queryByText('Date the business or rental was sold')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: /sold my business/ }));
    expect(screen.getByText('Date the business or rental was sold')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /no earned income in 2025/ }));
    expect(screen.queryByText('Date the business or rental was sold')).toBeNull();
  });

  it('focuses the empty sold date, then takes a typed ISO date up to the end of the tax year', async () => {
    const onSubmit = vi.fn();
    render(
      <ExemptionCertificateForm
        taxYear={TAX_YEAR}
        onSubmit={onSubmit}
        defaultValues={{ exemptionSelection: 'BusinessOrRentalSold', confirmed: true }}
      />,
    );
    const date = screen.getByLabelText(SOLD_DATE);
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveAttribute('max', '2025-12-31');
    expect(date).toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    expect(date).toHaveAccessibleDescription(
      'Month, day and year; on or before December 31, 2025. You must enter the date the business was sold.',
    );
    expect(date).toBeInvalid();
    await waitFor(() => expect(date).toHaveFocus());

    await userEvent.type(date, '2026-01-01');
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    expect(date).toHaveAccessibleDescription(
      /The date the business was sold must be on or before December 31, 2025\./,
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await userEvent.clear(date);
    await userEvent.type(date, '2025-06-15');
    expect(date).not.toBeInvalid();
    await submitAndFile();
    expect(onSubmit).toHaveBeenCalledWith({
      exemptionSelection: 'BusinessOrRentalSold',
      businessSoldDate: '2025-06-15',
    });
  });

  it('confirms in a modal before saving; cancelling saves nothing, confirming sends the body', async () => {
    const onSubmit = vi.fn();
    renderSoldAugust1(onSubmit);
    await userEvent.click(screen.getByRole('checkbox', { name: CONFIRM }));
    let dialog = await submitToDialog('File your exemption certificate?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onSubmit).not.toHaveBeenCalled();

    dialog = await submitToDialog('File your exemption certificate?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'File certificate' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      exemptionSelection: 'BusinessOrRentalSold',
      businessSoldDate: '2025-08-01',
    });
  });

  it('sends no date for another reason even after one was entered', async () => {
    const onSubmit = vi.fn();
    renderSoldAugust1(onSubmit);
    await userEvent.click(screen.getByRole('radio', { name: /armed forces/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: CONFIRM }));
    await submitAndFile();
    expect(onSubmit).toHaveBeenCalledWith({ exemptionSelection: 'armedForces', businessSoldDate: null });
  });

  it('is busy while saving and enabled again after a failure', async () => {
    let fail: (error: Error) => void = () => {};
    const onSubmit = vi.fn(
      (_values: unknown) =>
        new Promise<void>((_resolve, reject) => {
          fail = reject;
        }),
    );
    render(
      <ExemptionCertificateForm
        taxYear={TAX_YEAR}
        onSubmit={async (values) => {
          try {
            await onSubmit(values);
          } catch {
            // The page shows the failure; the form only re-enables.
          }
        }}
        defaultValues={{ exemptionSelection: 'retired', confirmed: true }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: SUBMIT }));
    await userEvent.click(await screen.findByRole('button', { name: 'File certificate' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: new RegExp(SUBMIT) })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
    expect(screen.getByRole('radio', { name: /retired/ })).toBeDisabled();
    fail(new Error('network'));
    await waitFor(() => expect(screen.getByRole('radio', { name: /retired/ })).toBeEnabled());
    expect(screen.getByRole('button', { name: SUBMIT })).not.toHaveAttribute('aria-disabled');
  });

  it('reports when it becomes dirty', async () => {
    const onDirtyChange = vi.fn();
    render(<ExemptionCertificateForm taxYear={TAX_YEAR} onSubmit={vi.fn()} onDirtyChange={onDirtyChange} />);
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(screen.getByRole('radio', { name: /retired/ }));
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
  });

  it('shows a filed certificate locked', () => {
    render(
      <ExemptionCertificateForm
        taxYear={TAX_YEAR}
        onSubmit={vi.fn()}
        readOnly
        defaultValues={{ exemptionSelection: 'under18', confirmed: true }}
      />,
    );
    expect(screen.getByRole('radio', { name: /under the minimum age/ })).toBeChecked();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: CONFIRM })).toBeDisabled();
    expect(screen.queryByRole('button', { name: SUBMIT })).toBeNull();
  });

  it('gives the minimum-age notes and the statewide under-18 rule', () => {
    render(<ExemptionCertificateForm taxYear={TAX_YEAR} onSubmit={vi.fn()} />);
    const help = screen.getByRole('region', { name: 'Minimum-age notes' });
    for (const text of [
      /minimum age for city income tax is 18/,
      /no minimum age/,
      /from age 15/,
      /from age 16/,
    ]) {
      expect(within(help).getByText(text)).toBeInTheDocument();
    }
    expect(within(help).getByText(/16- and 17-year-olds .* \$2500 or more/)).toBeInTheDocument();
    expect(
      within(help).getByText(/From tax year 2024, everyone under 18 is exempt statewide/),
    ).toBeInTheDocument();
  });
});
