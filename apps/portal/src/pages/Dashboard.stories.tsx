import {
  createBusinessHandlers,
  createFilingsHandlers,
  filingOfConfirmation,
  filingsHandlersOf,
  filingsProblemHandlers,
  fixtures,
  mockBusinesses,
  mockConfirmations,
  mockFilings,
} from '@citytax/api/mocks';
import { paymentMessages } from '@citytax/forms';
import { ToastProvider, uiTextEn } from '@citytax/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { businessEn } from '../messages/business.en';
import { dashboardEn } from '../messages/dashboard.en';
import { en } from '../messages/en';
import { filingsEn } from '../messages/filings.en';
import { FilingAsSelect } from '../shell/FilingAsSelect';
import { businesses } from '../state/businesses';
import { features } from '../state/features';
import { actionName } from '../storybook/filingText';
import { signInForStory } from '../storybook/session';
import { givenAny, startingWith } from '../storybook/text';
import { withRouter } from '../storybook/withRouter';
import { DashboardPage } from './Dashboard';
import { ATTENTION_WAIT_MS, attentionLoader } from './filings/attentionLoader';

const meta = {
  title: 'Portal/Pages/Dashboard',
  component: DashboardPage,
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
    withRouter({ path: '/dashboard', loader: attentionLoader }),
  ],
  tags: ['autodocs'],
} satisfies Meta<typeof DashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const t = filingsEn.attention;
const { actions } = filingsEn;
const nav = en.nav;
const forms = paymentMessages.formTypes;

/** The dashboard once its route has loaded (its loader reads the list for Needs your attention). */
const drawn = (canvas: Canvas) =>
  canvas.findByRole('heading', { level: 1, name: dashboardEn.title }, { timeout: ATTENTION_WAIT_MS + 3000 });
const attention = (canvas: Canvas) => canvas.getByRole('region', { name: t.heading });
/** Needs your attention once its list is read: drawn whole, with no spinner. */
async function attentionLoaded(canvas: Canvas) {
  await drawn(canvas);
  await expect(within(attention(canvas)).queryByText(t.loading)).toBeNull();
}

export const Individual: Story = {
  beforeEach() {
    features.set(fixtures.features.features);
    return signInForStory(fixtures.individualSignIn);
  },
  play: async ({ canvas }) => {
    await expect(await drawn(canvas)).toBeInTheDocument();
    for (const name of [
      nav.exemption,
      nav.annualReturn,
      nav.individualEstimate,
      nav.billingStatement,
      nav.filings,
      nav.estimatesAndCredits,
      nav.changeEmail,
      nav.changePassword,
      nav.accountSecurity,
      nav.accountActivity,
    ]) {
      await expect(canvas.getByRole('link', { name })).toBeInTheDocument();
    }
    await expect(canvas.getByRole('link', { name: nav.filings })).toHaveAttribute('href', '/filings');
    await expect(canvas.queryByRole('link', { name: nav.netProfitEstimate })).toBeNull();
    // Needs your attention comes first; after its links, the tiles.
    await attentionLoaded(canvas);
    const links = within(attention(canvas)).getAllByRole('link');
    for (const link of links) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: nav.exemption })).toHaveFocus();
  },
};

export const Business: Story = {
  beforeEach() {
    features.set({ EinManagement: true, 'Public.FAQ': true });
    return signInForStory(fixtures.businessSignIn);
  },
  play: async ({ canvas }) => {
    await drawn(canvas);
    await expect(canvas.getByRole('link', { name: nav.employersReturn })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: nav.manageBusinessAccounts })).toHaveAttribute(
      'href',
      '/manage-business-accounts',
    );
    await expect(canvas.queryByRole('link', { name: nav.exemption })).toBeNull();
  },
};

export const BusinessWithoutEinManagement: Story = {
  beforeEach() {
    features.set({ EinManagement: false });
    return signInForStory(fixtures.businessSignIn);
  },
  play: async ({ canvas }) => {
    await drawn(canvas);
    await expect(canvas.getByRole('link', { name: nav.netProfitEstimate })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: nav.manageBusinessAccounts })).toBeNull();
  },
};

/**
 * Needs your attention: the form awaiting payment with the total balance due, then the
 * draft, each with its link; and the way to every filing.
 */
export const NeedsAttention: Story = {
  parameters: { msw: { handlers: filingsHandlersOf(mockFilings.mixed()) } },
  beforeEach() {
    features.set(fixtures.features.features);
    return signInForStory(fixtures.individualSignIn);
  },
  play: async ({ canvas }) => {
    await attentionLoaded(canvas);
    const section = within(attention(canvas));
    await expect(section.getByText(t.total('$60.00'))).toBeVisible();
    const items = section.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent(t.awaiting('$60.00'));
    await expect(
      within(items[0]!).getByRole('link', { name: actionName(actions.pay, forms.CityTaxForm, 2024) }),
    ).toHaveAttribute('href', '/form/8106/pay');
    await expect(items[1]).toHaveTextContent(t.draft);
    await expect(
      within(items[1]!).getByRole('link', {
        name: actionName(actions.continue, forms.IndividualEstimate, filingsEn.periods.installment(3), 2026),
      }),
    ).toHaveAttribute('href', '/form/9405/pay');
    await expect(section.getByRole('link', { name: t.seeAll })).toHaveAttribute('href', '/filings');
    // Filed forms need nothing: the paid 2025 return is not listed.
    await expect(section.queryByText(/2025/)).toBeNull();
  },
};

/** Forms awaiting payment only: their amounts add up to the total balance due. */
export const NeedsAttentionToPay: Story = {
  parameters: { msw: { handlers: filingsHandlersOf(mockFilings.awaitingPayment()) } },
  beforeEach() {
    features.set({ EinManagement: true, 'Public.FAQ': true });
    return signInForStory(fixtures.businessSignIn);
  },
  play: async ({ canvas }) => {
    await attentionLoaded(canvas);
    const section = within(attention(canvas));
    // $450.00 + $300.00
    await expect(section.getByText(t.total('$750.00'))).toBeVisible();
    await expect(section.getAllByRole('link', { name: startingWith(`${actions.pay} `) })).toHaveLength(2);
    await expect(section.queryByRole('link', { name: startingWith(`${actions.continue} `) })).toBeNull();
  },
};

/** Drafts only: Continue links, and no balance due (a draft owes nothing until it is submitted). */
export const NeedsAttentionDrafts: Story = {
  parameters: { msw: { handlers: filingsHandlersOf(mockFilings.drafts()) } },
  beforeEach() {
    features.set({ EinManagement: true, 'Public.FAQ': true });
    return signInForStory(fixtures.businessSignIn);
  },
  play: async ({ canvas }) => {
    await attentionLoaded(canvas);
    const section = within(attention(canvas));
    await expect(section.getAllByRole('link', { name: startingWith(`${actions.continue} `) })).toHaveLength(
      3,
    );
    await expect(section.queryByText(givenAny(t.total))).toBeNull();
  },
};

/** Everything filed: nothing to finish or pay. */
export const NothingNeedsAttention: Story = {
  parameters: {
    msw: { handlers: filingsHandlersOf([filingOfConfirmation(mockConfirmations().paidByCard)]) },
  },
  beforeEach() {
    features.set(fixtures.features.features);
    return signInForStory(fixtures.individualSignIn);
  },
  play: async ({ canvas }) => {
    await drawn(canvas);
    await expect(within(attention(canvas)).getByText(t.nothing)).toBeVisible();
    await expect(within(attention(canvas)).queryByRole('link')).toBeNull();
  },
};

/**
 * A list that does not come: the dashboard waits ATTENTION_WAIT_MS for it, then is drawn with the
 * section's spinner.
 */
export const NeedsAttentionLoading: Story = {
  parameters: { msw: { handlers: [filingsProblemHandlers.pending] } },
  beforeEach() {
    features.set(fixtures.features.features);
    return signInForStory(fixtures.individualSignIn);
  },
  play: async ({ canvas }) => {
    await expect(await drawn(canvas)).toBeVisible();
    const section = within(attention(canvas));
    await expect(section.getByText(t.loading)).toBeVisible();
    await expect(section.getByRole('status')).toHaveTextContent(t.loading);
  },
};

/** The list cannot be read: the section says so and links to Filings and Payments; the rest of the dashboard stands. */
export const NeedsAttentionLoadFails: Story = {
  parameters: { msw: { handlers: [filingsProblemHandlers.fails] } },
  beforeEach() {
    features.set(fixtures.features.features);
    return signInForStory(fixtures.individualSignIn);
  },
  play: async ({ canvas }) => {
    await drawn(canvas);
    const section = within(attention(canvas));
    await expect(section.getByText(t.loadFailed)).toBeVisible();
    await expect(section.getByRole('link', { name: t.seeAll })).toBeVisible();
    await expect(canvas.getByRole('link', { name: nav.filings })).toBeVisible();
  },
};

const [lakeshore, cuyahoga] = mockBusinesses;

/** A business user: the section is the filing-as business's, and follows the "Filing as" choice. */
export const NeedsAttentionFollowsFilingAs: Story = {
  decorators: [
    (Story) => (
      <>
        <FilingAsSelect />
        <Story />
      </>
    ),
  ],
  parameters: {
    msw: {
      handlers: [
        ...createFilingsHandlers({
          [lakeshore!.taxpayerId]: mockFilings.awaitingPayment(),
          [cuyahoga!.taxpayerId]: [],
        }),
        ...createBusinessHandlers(),
      ],
    },
  },
  beforeEach() {
    features.set({ EinManagement: true, 'Public.FAQ': true });
    const signOut = signInForStory(fixtures.businessSignIn);
    businesses.set({ list: [lakeshore!, cuyahoga!], filingAs: lakeshore!.taxpayerId, loaded: true });
    return () => {
      businesses.reset();
      signOut();
    };
  },
  play: async ({ canvas }) => {
    await attentionLoaded(canvas);
    await expect(within(attention(canvas)).getByText(t.total('$750.00'))).toBeVisible();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: businessEn.filingAs.label }),
      cuyahoga!.taxpayerId,
    );
    await expect(await within(attention(canvas)).findByText(t.nothing)).toBeVisible();
    await expect(within(attention(canvas)).queryByText(givenAny(t.total))).toBeNull();
  },
};

/**
 * An individual's dashboard in a phone's viewport (375 px): the compact taxpayer panel opens on
 * request, and the keyboard reaches the tiles after it.
 */
export const IndividualOnPhone: Story = {
  beforeEach: Individual.beforeEach,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await attentionLoaded(canvas);
    const toggle = await canvas.findByRole('button', { name: uiTextEn.taxpayerDataPanel.labels.showDetails });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    for (const link of within(attention(canvas)).getAllByRole('link')) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: nav.exemption })).toHaveFocus();
  },
};
