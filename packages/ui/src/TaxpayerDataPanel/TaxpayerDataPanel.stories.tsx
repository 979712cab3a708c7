import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyLocale, storyText } from '../text/storyText';
import { DisplayMode, type TaxpayerPanelData } from './format';
import { TaxpayerDataPanel } from './TaxpayerDataPanel';

const joint: TaxpayerPanelData = {
  taxpayer: {
    name1: 'Jane',
    name2: 'Public',
    middleInitial: 'Q',
    federalId: '***-**-1234',
    businessPhoneNumber: '216-555-0100',
  },
  jointFiler: { name1: 'John', name2: 'Public', middleInitial: 'R', federalId: '***-**-5678' },
  address: { street: '1 Main St', city: 'Cleveland', state: 'OH', zip: '441141234' },
};

const business: TaxpayerPanelData = {
  taxpayer: {
    name1: 'Acme Tools LLC',
    name2: 'Acme',
    middleInitial: null,
    federalId: '341234567',
    businessPhoneNumber: '2165550199',
  },
  jointFiler: null,
  address: { street: '200 Lakeside Ave', city: 'Cleveland', state: 'OH', zip: '44114' },
  isBusiness: true,
};

const meta = {
  title: 'UI/TaxpayerDataPanel',
  component: TaxpayerDataPanel,
  args: {
    mode: DisplayMode.CityTaxForm,
    data: joint,
    status: 'loaded',
    today: new Date(2026, 10, 22),
  },
  argTypes: { mode: { control: 'select', options: Object.values(DisplayMode) } },
} satisfies Meta<typeof TaxpayerDataPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ExemptionCertificate: Story = {
  args: { mode: DisplayMode.ExemptionCertificate },
  play: async ({ canvas, globals }) => {
    const labels = storyText(globals).taxpayerDataPanel.labels;
    const region = canvas.getByRole('region', { name: labels.heading });
    await expect(within(region).getAllByRole('term')).toHaveLength(14);
    await expect(within(region).getByText(labels.spouseSocialSecurityNumber)).toBeVisible();
    await expect(within(region).getByText('44114-1234')).toBeVisible();
    // The filing date as Intl writes it: month first in en-US, day first in es-US.
    const filed = storyLocale(globals) === 'es-US' ? '22/11/2026' : '11/22/2026';
    await expect(within(region).getByText(filed)).toBeVisible();
  },
};

export const CityTaxForm: Story = {
  args: { mode: DisplayMode.CityTaxForm },
  play: async ({ canvas, globals }) => {
    const labels = storyText(globals).taxpayerDataPanel.labels;
    await expect(canvas.getAllByRole('term')).toHaveLength(9);
    await expect(canvas.getByText('Jane Q Public')).toBeVisible();
    await expect(canvas.getByText('John R Public')).toBeVisible();
    // Wide screens show every field and no toggle.
    await expect(canvas.queryByRole('button', { name: labels.showDetails })).toBeNull();
  },
};

export const BillingStatement: Story = { args: { mode: DisplayMode.BillingStatement } };

export const EstimatesAndCredits: Story = {
  args: { mode: DisplayMode.EstimatesAndCredits },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(7);
    const { spouseName } = storyText(globals).taxpayerDataPanel.labels;
    await expect(canvas.queryByText(spouseName)).not.toBeInTheDocument();
  },
};

export const Individual: Story = { args: { mode: DisplayMode.Individual } };

export const Business: Story = {
  args: { mode: DisplayMode.Business, data: business },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Acme Tools LLC')).toBeVisible();
    await expect(canvas.getByText('341234567')).toBeVisible();
  },
};

export const MissingValues: Story = {
  args: {
    mode: DisplayMode.ExemptionCertificate,
    data: {
      taxpayer: { name1: 'Jane', name2: 'Public', middleInitial: null, federalId: '***-**-1234' },
      jointFiler: null,
      address: { street: '1 Main St', city: 'Cleveland', state: 'OH', zip: null },
    },
  },
  play: async ({ canvas, globals }) => {
    const { notProvided } = storyText(globals).taxpayerDataPanel.labels;
    await expect(canvas.getAllByText(notProvided)).toHaveLength(7);
  },
};

export const Loading: Story = {
  args: { status: 'loading', data: undefined },
  play: async ({ canvas, globals }) => {
    const { loading } = storyText(globals).taxpayerDataPanel.labels;
    await expect(canvas.getByRole('status')).toHaveTextContent(loading);
  },
};

export const LoadError: Story = {
  args: { status: 'error', data: undefined },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storyText(globals).taxpayerDataPanel.errorMessage,
    );
  },
};

/** On a phone the panel shows who files and their ID; the button shows the rest. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, globals }) => {
    const labels = storyText(globals).taxpayerDataPanel.labels;
    const region = canvas.getByRole('region', { name: labels.heading });
    await expect(within(region).getByText('Jane Q Public')).toBeVisible();
    await expect(within(region).getByText('***-**-1234')).toBeVisible();
    await expect(within(region).getByText('John R Public')).not.toBeVisible();
    const toggle = within(region).getByRole('button', { name: labels.showDetails });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName(labels.hideDetails);
    await expect(within(region).getByText('John R Public')).toBeVisible();
    await expect(within(region).getByText('44114-1234')).toBeVisible();
  },
};

/** The exemption certificate's fields: first and last name and the SSN come first on a phone. */
export const PhoneExemptionCertificate: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { mode: DisplayMode.ExemptionCertificate },
  play: async ({ canvas, globals }) => {
    const labels = storyText(globals).taxpayerDataPanel.labels;
    const visibleTerms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(visibleTerms).toEqual([
      labels.firstName,
      labels.lastName,
      labels.taxpayerSocialSecurityNumber,
    ]);
  },
};

/** While loading, a phone keeps the compact panel's height, so nothing moves when the data comes. */
export const PhoneLoading: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { status: 'loading', data: undefined },
};
