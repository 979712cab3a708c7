import type { BusinessTaxpayer } from '@citytax/api';
import { mockBusinesses } from '@citytax/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { holding, startingWith } from '../form-kit/storyHelpers';
import { registrationMessages } from '../messages/registration.en';
import { BusinessSearchForm } from './BusinessSearchForm';
import { businessSearchMessages as m } from './messages.en';

const { rules } = registrationMessages;

const [, hardware, diner] = mockBusinesses as [BusinessTaxpayer, BusinessTaxpayer, BusinessTaxpayer];

const meta = {
  title: 'Forms/BusinessSearchForm',
  component: BusinessSearchForm,
  args: { onSearch: fn(), onAdd: fn() },
  tags: ['autodocs'],
} satisfies Meta<typeof BusinessSearchForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: startingWith(m.fields.ein) })).toHaveFocus();
  },
};

export const Filled: Story = {
  args: { defaultValues: { ein: diner.ein, businessName: diner.name1 } },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: m.search })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSearch).toHaveBeenCalledWith({ ein: diner.ein, businessName: diner.name1 }),
    );
  },
};

export const Invalid: Story = {
  args: { defaultValues: { ein: '34-1234567' } },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const ein = canvas.getByRole('textbox', { name: startingWith(m.fields.ein) });
    await waitFor(() =>
      expect(ein).toHaveAccessibleDescription(expect.stringContaining(`${m.fields.ein} ${rules.nineDigits}`)),
    );
    await expect(
      canvas.getByRole('textbox', { name: startingWith(m.fields.businessName) }),
    ).toHaveAccessibleDescription(expect.stringContaining(`${m.fields.businessName} ${rules.required}`));
    await expect(ein).toHaveFocus();
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const Searching: Story = {
  args: {
    defaultValues: { ein: diner.ein, businessName: diner.name1 },
    onSearch: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: m.search }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: holding(m.search) })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
  },
};

export const NotFound: Story = {
  args: {
    serverError:
      'This business could not be found. If this information is correct please complete registration.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This business could not be found. If this information is correct please complete registration.',
    );
  },
};

export const Found: Story = {
  args: { result: diner, linkedEins: [hardware.ein] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('region', { name: m.resultHeading })).toHaveTextContent(diner.name1);
    const code = canvas.getByRole('textbox', { name: startingWith(m.fields.accessCode) });
    await expect(code).toHaveAccessibleDescription(expect.stringContaining(m.hints.accessCode));
    code.focus();
    await userEvent.keyboard('fhvm-476t-w833');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: m.add })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onAdd).toHaveBeenCalledWith(diner, 'FHVM476TW833'));
  },
};

export const AccessCodeMissing: Story = {
  args: { result: diner },
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: m.add }).focus();
    await userEvent.keyboard('{Enter}');
    const code = canvas.getByRole('textbox', { name: startingWith(m.fields.accessCode) });
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        expect.stringContaining(`${m.fields.accessCode} ${rules.required}`),
      ),
    );
    await expect(code).toHaveFocus();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const WrongAccessCode: Story = {
  args: {
    result: diner,
    addError:
      'The business access code is not right. It is printed on letters the city sent to this business.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The business access code is not right.');
  },
};

export const TooManyTries: Story = {
  args: {
    result: diner,
    addError: 'Too many tries with a wrong business access code. Try again in 15 minutes.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Try again in 15 minutes.');
  },
};

export const AlreadyLinked: Story = {
  args: { result: hardware, linkedEins: [hardware.ein] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: m.add })).toBeDisabled();
    await expect(canvas.getByText(m.alreadyLinked)).toBeInTheDocument();
  },
};

export const Adding: Story = {
  args: { result: diner, isAdding: true },
  play: async ({ args, canvas }) => {
    const add = canvas.getByRole('button', { name: holding(m.add) });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(
      canvas.getByRole('textbox', { name: startingWith(m.fields.accessCode) }),
      'FHVM476TW833',
    );
    await userEvent.click(add);
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};
