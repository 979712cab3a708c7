import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { errorSummary, listedErrors } from '../form-kit/testHelpers';
import { IndividualEstimateForm } from '../individual-estimate/IndividualEstimateForm';
import { NetProfitEstimateForm } from '../net-profit-estimate/NetProfitEstimateForm';
import { renderEstimateForm } from './testHelpers';

/** The scenarios both estimate forms go through alike: each row says what differs. */
const forms = [
  {
    name: 'IndividualEstimateForm',
    Form: IndividualEstimateForm as ComponentType<never>,
    preview: 'Your 2026 estimate',
    /** What Norwood (no rate) needs before the preview can use its rate. */
    amounts: [['Estimated income', '1000']],
    errors: [
      'Residence city is required',
      'Estimated income is required',
      // Empty credits are none, $0.00, as the preview counts them (issue 31, finding 13).
      'Payment amount is required',
    ],
    /** Each field's accessible description after the empty submit. */
    described: [
      ['radiogroup', 'Residence city', /Residence city is required/],
      [
        'textbox',
        'Estimated income',
        /All income you expect to earn in 2026 that the city taxes\.\s*Estimated income is required/,
      ],
    ],
    /** The summary's link followed, and the field it focuses. */
    link: 'Payment amount',
  },
  {
    name: 'NetProfitEstimateForm',
    Form: NetProfitEstimateForm as ComponentType<never>,
    preview: 'Your 2026 net profit estimate',
    amounts: [
      ['Estimated net profit (or loss)', '1000'],
      ['Apportionment percentage', '100'],
    ],
    errors: [
      'Business city is required',
      'Estimated net profit (or loss) is required',
      'Apportionment percentage is required',
      'Payment amount is required',
    ],
    described: [['radiogroup', 'Business city', /Business city is required/]],
    link: 'Apportionment percentage',
  },
] as const;

describe.each(forms)('$name', ({ Form, preview, amounts, errors, described, link }) => {
  const field = (name: string) => screen.getByRole('textbox', { name });

  it('lists every error under the button, on each field, and focuses the city first', async () => {
    const { user, onSubmit } = renderEstimateForm(Form);
    await user.click(screen.getByRole('button', { name: 'Submit estimate' }));
    expect(listedErrors()).toEqual(errors);
    expect(screen.getByRole('radio', { name: 'Burton' })).toHaveFocus();
    for (const [role, name, description] of described) {
      expect(screen.getByRole(role, { name })).toHaveAccessibleDescription(description);
    }
    await user.click(within(errorSummary()).getByRole('link', { name: `${link} is required` }));
    expect(field(link)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a missing rate as the spec’s message', async () => {
    const { user } = renderEstimateForm(Form);
    await user.click(screen.getByRole('radio', { name: 'Norwood' }));
    for (const [name, text] of amounts) await user.type(field(name), text);
    expect(within(screen.getByRole('region', { name: preview })).getByRole('alert')).toHaveTextContent(
      "An error occurred calculating taxes for your selected cities. Please contact the provider's support.",
    );
  });
});
