import type { City } from '@citytax/api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  localTaxWithheldExceedsWages,
  localWagesExceedMedicareWages,
  W2EntryForm,
  type W2EntryValues,
} from './W2EntryForm';

const cities: City[] = [
  { code: 'CLE', name: 'Cleveland', member: true, rate: 0.025, creditFactor: 1, creditLimit: 0.025 },
  { code: 'COL', name: 'Columbus', member: false, rate: 0.025, creditFactor: null, creditLimit: null },
];

const filled: W2EntryValues = {
  employerName: 'Lakeside Hospital',
  employerEin: '341111111',
  workCity: 'CLE',
  medicareWages: 52000,
  localWages: 52000,
  localTaxWithheld: 1300,
  locality: 'CLE',
};

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const city = (name: string) => screen.getByRole('combobox', { name });
const save = () => screen.getByRole('button', { name: 'Save W-2' });

describe('W2EntryForm', () => {
  it('lists a readable error on every empty field and focuses the first', async () => {
    const onSubmit = vi.fn();
    render(<W2EntryForm cities={cities} onSubmit={onSubmit} />);
    await userEvent.click(save());
    expect(textbox(/^Employer name/)).toHaveAccessibleDescription(/Employer name is required/);
    expect(textbox(/^Employer EIN/)).toHaveAccessibleDescription(/Employer EIN is required/);
    expect(city('Work city')).toHaveAccessibleDescription(
      'The city where you did the work. Work city is required',
    );
    expect(city('Work city')).toBeInvalid();
    expect(textbox(/^Medicare wages and tips \(box 5\)/)).toHaveAccessibleDescription(
      'Medicare wages and tips (box 5) is required',
    );
    expect(textbox(/^Local wages \(box 18\)/)).toHaveAccessibleDescription(
      'Local wages (box 18) is required',
    );
    expect(textbox(/^Local income tax withheld/)).toHaveAccessibleDescription(
      'Local income tax withheld (box 19) is required',
    );
    expect(city('Locality (box 20)')).toHaveAccessibleDescription(
      'The city named in box 20 of your W-2. Locality (box 20) is required',
    );
    expect(textbox(/^Employer name/)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers every city after the placeholder and focuses an unchosen city first when it is the first error', async () => {
    const onSubmit = vi.fn();
    render(<W2EntryForm cities={cities} onSubmit={onSubmit} defaultValues={{ ...filled, workCity: '' }} />);
    const workCity = city('Work city');
    expect(workCity).toBeRequired();
    expect(
      Array.from(workCity.querySelectorAll('option'), (option) => [option.value, option.textContent]),
    ).toEqual([
      ['', 'Select a city'],
      ['CLE', 'Cleveland'],
      ['COL', 'Columbus'],
    ]);
    await userEvent.click(save());
    expect(workCity).toHaveFocus();
    expect(workCity).toHaveAccessibleDescription(/Work city is required/);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.selectOptions(workCity, 'COL');
    expect(workCity).not.toBeInvalid();
    await userEvent.click(save());
    expect(onSubmit).toHaveBeenCalledWith({ ...filled, workCity: 'COL' });
  });

  it.each(['34-111111', '34111111', '34111111a', 'abcdefghi'])(
    'refuses the EIN %j with the nine-digit message',
    async (ein) => {
      render(
        <W2EntryForm cities={cities} onSubmit={vi.fn()} defaultValues={{ ...filled, employerEin: '' }} />,
      );
      await userEvent.type(textbox(/^Employer EIN/), ein);
      await userEvent.click(save());
      expect(textbox(/^Employer EIN/)).toHaveAccessibleDescription(
        /Employer EIN must be a nine-digit number with no hyphens/,
      );
      expect(textbox(/^Employer EIN/)).toHaveFocus();
    },
  );

  it.each([
    ['34-1112222', '341112222'],
    ['341112222', '341112222'],
    ['34 1112222', '341112222'],
  ])('takes the EIN typed as printed, %j, and saves its nine digits (issue 31)', async (typed, saved) => {
    const onSubmit = vi.fn();
    render(
      <W2EntryForm cities={cities} onSubmit={onSubmit} defaultValues={{ ...filled, employerEin: '' }} />,
    );
    await userEvent.type(textbox(/^Employer EIN/), typed);
    expect(textbox(/^Employer EIN/)).toHaveValue(typed);
    await userEvent.click(save());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ employerEin: saved }));
  });

  it('is filled and saved with the keyboard alone', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<W2EntryForm cities={cities} onSubmit={onSubmit} />);
    await user.tab();
    await user.keyboard('Lakeside Hospital');
    await user.tab();
    await user.keyboard('341111111');
    await user.tab();
    expect(city('Work city')).toHaveFocus();
    await user.selectOptions(city('Work city'), 'Cleveland');
    expect(city('Work city')).toHaveFocus();
    await user.tab();
    await user.keyboard('52000');
    await user.tab();
    await user.keyboard('52000');
    await user.tab();
    await user.keyboard('1300.5');
    await user.tab();
    expect(city('Locality (box 20)')).toHaveFocus();
    await user.selectOptions(city('Locality (box 20)'), 'Columbus');
    expect(city('Locality (box 20)')).toHaveFocus();
    await user.tab();
    expect(save()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({
      ...filled,
      localTaxWithheld: 1300.5,
      locality: 'COL',
    });
  });

  it('warns, without blocking the save, when box 18 is more than box 5', async () => {
    const onSubmit = vi.fn();
    render(<W2EntryForm cities={cities} onSubmit={onSubmit} defaultValues={filled} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const box18 = textbox(/^Local wages \(box 18\)/);
    await userEvent.clear(box18);
    await userEvent.type(box18, '52500');
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent(
      'Local wages (box 18) are more than Medicare wages and tips (box 5). Please check your W-2. The return uses box 5.',
    );
    expect(box18).toHaveAccessibleDescription(/The return uses box 5\./);
    expect(box18).not.toHaveAttribute('aria-invalid');
    await userEvent.click(save());
    expect(onSubmit).toHaveBeenCalledWith({ ...filled, localWages: 52500 });
  });

  it('warns, without blocking the save, when box 19 is more than the wages (issue 18)', async () => {
    const onSubmit = vi.fn();
    render(<W2EntryForm cities={cities} onSubmit={onSubmit} defaultValues={filled} />);
    const box19 = textbox(/^Local income tax withheld \(box 19\)/);
    await userEvent.clear(box19);
    await userEvent.type(box19, '52500');
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent(
      'Local income tax withheld (box 19) is more than the wages on this W-2 (box 5 or box 18). Please check your W-2. The return uses box 19 as entered.',
    );
    expect(box19).toHaveAccessibleDescription(/The return uses box 19 as entered\./);
    expect(box19).not.toHaveAttribute('aria-invalid');
    expect(textbox(/^Local wages \(box 18\)/)).not.toHaveAccessibleDescription(/box 19/);
    await userEvent.click(save());
    expect(onSubmit).toHaveBeenCalledWith({ ...filled, localTaxWithheld: 52500 });
  });

  it('keeps a minus sign in the money fields and says it takes $0.00 or more (issue 18)', async () => {
    const onSubmit = vi.fn();
    render(<W2EntryForm cities={cities} onSubmit={onSubmit} defaultValues={filled} />);
    const box5 = textbox(/^Medicare wages/);
    await userEvent.clear(box5);
    await userEvent.type(box5, '-12.34');
    await userEvent.tab();
    expect(box5).toHaveValue('-12.34');
    expect(box5).toHaveAccessibleDescription('Enter an amount of $0.00 or more');
    await userEvent.click(save());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box5).toHaveValue('-12.34');
    expect(box5).toHaveAccessibleDescription('Enter an amount of $0.00 or more');
    expect(box5).toHaveFocus();
  });

  it('keeps text that is not a number and asks for one, not "is required" (issue 18)', async () => {
    const onSubmit = vi.fn();
    render(<W2EntryForm cities={cities} onSubmit={onSubmit} defaultValues={filled} />);
    const box18 = textbox(/^Local wages \(box 18\)/);
    await userEvent.clear(box18);
    await userEvent.type(box18, 'abc');
    await userEvent.click(save());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box18).toHaveValue('abc');
    expect(box18).toHaveAccessibleDescription('Enter a number, like 1,234.56');
    expect(box18).toBeInvalid();
  });

  it('reports each change and whether it differs from the saved W-2', async () => {
    const onValuesChange = vi.fn();
    render(
      <W2EntryForm
        cities={cities}
        onSubmit={vi.fn()}
        defaultValues={{ ...filled, id: 7, cityTaxFormId: 3 } as W2EntryValues}
        onValuesChange={onValuesChange}
      />,
    );
    const name = textbox(/^Employer name/);
    await userEvent.type(name, 'X');
    expect(onValuesChange).toHaveBeenLastCalledWith({ ...filled, employerName: 'Lakeside HospitalX' }, true);
    await userEvent.type(name, '{Backspace}');
    expect(onValuesChange).toHaveBeenLastCalledWith(filled, false);
  });

  it('starts from a restored draft, which counts as unsaved', async () => {
    const onValuesChange = vi.fn();
    const onSubmit = vi.fn();
    render(
      <W2EntryForm
        cities={cities}
        onSubmit={onSubmit}
        defaultValues={filled}
        draftValues={{ localTaxWithheld: 1250 }}
        onValuesChange={onValuesChange}
      />,
    );
    expect(textbox(/^Local income tax withheld/)).toHaveValue('$ 1,250.00');
    await userEvent.type(textbox(/^Employer name/), ' Inc');
    expect(onValuesChange).toHaveBeenLastCalledWith(
      { ...filled, employerName: 'Lakeside Hospital Inc', localTaxWithheld: 1250 },
      true,
    );
  });

  it('shows the server error and the busy state', () => {
    render(
      <W2EntryForm
        cities={cities}
        onSubmit={vi.fn()}
        onCancel={vi.fn()}
        submitting
        serverError="Your tax form has already been filed. You can no longer make changes to your tax form."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your tax form has already been filed.');
    expect(screen.getByRole('button', { name: /Save W-2/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('read-only shows the values with nothing to edit', async () => {
    const onCancel = vi.fn();
    render(
      <W2EntryForm cities={cities} onSubmit={vi.fn()} defaultValues={filled} readOnly onCancel={onCancel} />,
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    const shown = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(shown('Employer EIN')).toHaveTextContent('341111111');
    expect(shown('Medicare wages and tips (box 5)')).toHaveTextContent('$52,000.00');
    expect(shown('Locality (box 20)')).toHaveTextContent('Cleveland');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onCancel).toHaveBeenCalled();
  });
});

describe('localTaxWithheldExceedsWages', () => {
  it.each([
    [100, 100, 100.01, true],
    [100, 50, 60, true],
    [50, 100, 60, true],
    [100, 100, 100, false],
    [100, 100, 2.5, false],
    [null, null, 5, false],
    [null, 5, 6, true],
    [5, 5, null, false],
  ])('box 5 %j, box 18 %j, box 19 %j → %j', (medicareWages, localWages, localTaxWithheld, expected) => {
    expect(localTaxWithheldExceedsWages({ medicareWages, localWages, localTaxWithheld })).toBe(expected);
  });
});

describe('localWagesExceedMedicareWages', () => {
  it.each([
    [100, 100.01, true],
    [100, 100, false],
    [100, 99.99, false],
    [null, 5, false],
    [5, null, false],
  ])('box 5 %j, box 18 %j → %j', (medicareWages, localWages, expected) => {
    expect(localWagesExceedMedicareWages({ medicareWages, localWages })).toBe(expected);
  });
});
