import { paths } from '@citytax/api';
import {
  createBusinessHandlers,
  createFilingsHandlers,
  filingsHandlersOf,
  filingsProblemHandlers,
  fixtures,
  mockBusinesses,
  mockFilings,
} from '@citytax/api/mocks';
import { ToastProvider } from '@citytax/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { FilingAsSelect } from '../../shell/FilingAsSelect';
import { businesses } from '../../state/businesses';
import { signInForStory } from '../../storybook/session';
import { expectFits, inBox } from '../../storybook/storyBox';
import { withRouter } from '../../storybook/withRouter';
import { filingsLoader } from './filingsLoader';
import { FilingsPage } from './FilingsPage';

const meta = {
  title: 'Portal/Pages/Filings and Payments',
  component: FilingsPage,
  decorators: [withRouter({ path: '/filings', loader: filingsLoader })],
  parameters: { msw: { handlers: filingsHandlersOf(mockFilings.mixed()) } },
  beforeEach: () => signInForStory(fixtures.individualSignIn),
  tags: ['autodocs'],
} satisfies Meta<typeof FilingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const COUNT = /^\d+ of \d+ forms?$/;
/** The page once its list has loaded: the live count under the filters shows. */
const loaded = async (canvas: Canvas) => {
  await canvas.findByText(COUNT);
};
const count = (canvas: Canvas) => canvas.getByText(COUNT);
const yearHeadings = (canvas: Canvas) =>
  canvas.queryAllByRole('heading', { level: 2 }).map((h: HTMLElement) => h.textContent);
/** The card of a form, found by its title and (optionally) its period. */
const card = (canvas: Canvas, name: string | RegExp) => canvas.getByRole('article', { name });
/** What a term of a card says. */
const valueOf = (scope: HTMLElement, term: string) =>
  within(scope).getByText(term, { selector: 'dt' }).nextElementSibling;

/** A taxpayer with no forms: what to do first, and a link to the dashboard; no filters. */
export const Empty: Story = {
  parameters: { msw: { handlers: filingsHandlersOf(mockFilings.empty()) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Filings and Payments' })).toBeVisible();
    await expect(await canvas.findByText('You have not started any forms yet.')).toBeVisible();
    await userEvent.tab();
    const start = canvas.getByRole('link', { name: 'Start with a form on your dashboard' });
    await expect(start).toHaveFocus();
    await expect(start).toHaveAttribute('href', '/dashboard');
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/**
 * Drafts only (withdrawn from payment): each says Draft and its amount due, and offers Continue to
 * its pay page (a stored form has no page to edit it by id).
 */
export const Drafts: Story = {
  parameters: { msw: { handlers: filingsHandlersOf(mockFilings.drafts()) } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(count(canvas)).toHaveTextContent('3 of 3 forms');
    await expect(yearHeadings(canvas)).toEqual(['Tax year 2026', 'Tax year 2025']);

    const quarter = card(canvas, "Employer's Return of Income Tax Withheld Quarter 1 (January – March)");
    await expect(within(quarter).getByText('Draft')).toBeVisible();
    await expect(within(quarter).getByText('Draft')).toHaveAttribute('data-variant', 'neutral');
    await expect(valueOf(quarter, 'Amount due')).toHaveTextContent('$86.40');
    await expect(
      within(quarter).getByRole('link', {
        name: "Continue Employer's Return of Income Tax Withheld, Quarter 1 (January – March), 2026",
      }),
    ).toHaveAttribute('href', '/form/9203/pay');
    await expect(
      canvas.getByRole('link', { name: 'Continue Net Profit Estimate, Installment 2, 2026' }),
    ).toHaveAttribute('href', '/form/9202/pay');
    await expect(canvas.getByRole('article', { name: /December/ })).toBeVisible();
    // A draft has no confirmation, no Pay, no PDF.
    await expect(canvas.queryByText('Confirmation number')).toBeNull();
    await expect(canvas.queryByRole('link', { name: /^Pay / })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Download PDF/ })).toBeNull();
  },
};

/** Forms awaiting payment: Pay and View both go to the form's pay page. */
export const AwaitingPayment: Story = {
  parameters: { msw: { handlers: filingsHandlersOf(mockFilings.awaitingPayment()) } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    const estimate = card(canvas, 'Net Profit Estimate Installment 3');
    await expect(within(estimate).getByText('Awaiting payment')).toBeVisible();
    await expect(within(estimate).getByText('Awaiting payment')).toHaveAttribute('data-variant', 'warning');
    await expect(valueOf(estimate, 'Amount due')).toHaveTextContent('$450.00');
    await expect(
      within(estimate).getByRole('link', { name: 'Pay Net Profit Estimate, Installment 3, 2026' }),
    ).toHaveAttribute('href', '/form/8105/pay');
    await expect(
      within(estimate).getByRole('link', { name: 'View Net Profit Estimate, Installment 3, 2026' }),
    ).toHaveAttribute('href', '/form/8105/pay');
    const october = card(canvas, /October/);
    await expect(valueOf(october, 'Amount due')).toHaveTextContent('$300.00');
  },
};

/**
 * Every status over three tax years, newest first; the filters, by keyboard: a tax year, then a
 * status, with the count following; Download PDF saves the copy of a paid return.
 */
export const Mixed: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(count(canvas)).toHaveTextContent('4 of 4 forms');
    await expect(yearHeadings(canvas)).toEqual(['Tax year 2026', 'Tax year 2025', 'Tax year 2024']);

    // Two annual returns: the 2025 one is paid, the 2024 one awaits payment.
    const paid = within(canvas.getByRole('list', { name: 'Tax year 2025' })).getByRole('article', {
      name: 'Individual Annual Return',
    });
    await expect(within(paid).getByText('Paid')).toBeVisible();
    // The status is the ui Tag, its tint repeating the word.
    await expect(within(paid).getByText('Paid')).toHaveAttribute('data-variant', 'success');
    await expect(valueOf(paid, 'Amount paid')).toHaveTextContent('$875.01');
    await expect(valueOf(paid, 'Filed on')).toHaveTextContent('November 24, 2026');
    await expect(valueOf(paid, 'Confirmation number')).toHaveTextContent('CT-2025-7K4P-9QXM');
    await expect(
      within(paid).getByRole('link', { name: 'View Individual Annual Return, 2025' }),
    ).toHaveAttribute('href', '/form/8201/confirmation');

    const filed = card(canvas, 'Individual Estimate Installment 2');
    await expect(within(filed).getByText('Filed')).toBeVisible();
    await expect(within(filed).getByText('Filed')).toHaveAttribute('data-variant', 'info');
    await expect(valueOf(filed, 'Amount paid')).toHaveTextContent('No payment due');

    // The filters, reached and used by keyboard.
    await userEvent.tab();
    const year = canvas.getByRole('combobox', { name: 'Tax year' });
    await expect(year).toHaveFocus();
    await userEvent.selectOptions(year, '2026');
    await expect(count(canvas)).toHaveTextContent('2 of 4 forms');
    await expect(yearHeadings(canvas)).toEqual(['Tax year 2026']);
    await userEvent.tab();
    const status = canvas.getByRole('combobox', { name: 'Status' });
    await expect(status).toHaveFocus();
    await userEvent.selectOptions(status, 'Filed');
    await expect(count(canvas)).toHaveTextContent('1 of 4 forms');
    await expect(canvas.getAllByRole('article')).toEqual([card(canvas, 'Individual Estimate Installment 2')]);
    await userEvent.selectOptions(year, 'All years');
    await userEvent.selectOptions(status, 'Paid');
    const [onlyPaid, ...others] = canvas.getAllByRole('article');
    await expect(others).toEqual([]);
    await expect(onlyPaid).toHaveTextContent('CT-2025-7K4P-9QXM');

    // Download PDF: the confirmation mocks' copy, saved under the server's file name.
    const saved: string[] = [];
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    canvas.getByRole('button', { name: 'Download PDF Individual Annual Return, 2025' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(saved).toEqual(['CT-2025-7K4P-9QXM-annual-return.pdf']));
    click.mockRestore();
  },
};

/** Filters that match nothing say so; Clear filters shows every form again and returns focus to the first filter. */
export const FiltersMatchNothing: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    const year = canvas.getByRole('combobox', { name: 'Tax year' });
    await userEvent.selectOptions(year, '2024');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Paid');
    await expect(count(canvas)).toHaveTextContent('0 of 4 forms');
    await expect(canvas.getByText('No forms match these filters.')).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toEqual([]);

    const clear = canvas.getByRole('button', { name: 'Clear filters' });
    clear.focus();
    await userEvent.keyboard('{Enter}');
    await expect(count(canvas)).toHaveTextContent('4 of 4 forms');
    await expect(year).toHaveFocus();
    await expect(year).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  },
};

/** While the list loads: the heading and a spinner that says what loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: [filingsProblemHandlers.pending] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Filings and Payments' })).toBeVisible();
    await expect(await canvas.findByText('Loading your filings and payments')).toBeVisible();
  },
};

let failures = 0;
/** The list cannot be read: an alert says so, and Try again reads it again (the second try works). */
export const LoadFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(paths.filings, () =>
          failures++ === 0
            ? new HttpResponse(null, { status: 500 })
            : HttpResponse.json({ filings: mockFilings.drafts() }),
        ),
      ],
    },
  },
  beforeEach: () => {
    failures = 0;
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your filings and payments could not be loaded. Please try again.');
    await userEvent.tab();
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(count(canvas)).toHaveTextContent('3 of 3 forms'));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** On a phone (375 px): the cards stack their facts and actions, nothing reaches past the screen. */
export const Phone: Story = {
  decorators: [inBox(375)],
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    await expectFits(canvasElement, 375);
    // The two filters stack at this width.
    const year = canvas.getByRole('combobox', { name: 'Tax year' }).getBoundingClientRect();
    const status = canvas.getByRole('combobox', { name: 'Status' }).getBoundingClientRect();
    await expect(status.top).toBeGreaterThan(year.bottom);
  },
};

/** At 320 px the page reflows without horizontal scrolling (WCAG 1.4.10). */
export const Reflow320: Story = {
  decorators: [inBox(320)],
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    await expectFits(canvasElement, 320);
  },
};

const [lakeshore, cuyahoga] = mockBusinesses;

/**
 * A business user files as one of two businesses: the list is that business's, and choosing the
 * other in the "Filing as" menu reads the other's list (and clears the filters). Nothing of the
 * first appears.
 */
export const FollowsFilingAs: Story = {
  decorators: [
    (Story) => (
      <ToastProvider>
        <FilingAsSelect />
        <Story />
      </ToastProvider>
    ),
  ],
  parameters: {
    msw: {
      handlers: [
        ...createFilingsHandlers({
          [lakeshore!.taxpayerId]: mockFilings.awaitingPayment(),
          [cuyahoga!.taxpayerId]: mockFilings.drafts(),
        }),
        ...createBusinessHandlers(),
      ],
    },
  },
  beforeEach: () => {
    const signOut = signInForStory(fixtures.businessSignIn);
    businesses.set({ list: [lakeshore!, cuyahoga!], filingAs: lakeshore!.taxpayerId, loaded: true });
    return () => {
      businesses.reset();
      signOut();
    };
  },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(count(canvas)).toHaveTextContent('2 of 2 forms');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'AwaitingPayment');

    const filingAs = canvas.getByRole('combobox', { name: /Filing as/ });
    await userEvent.selectOptions(filingAs, cuyahoga!.taxpayerId);
    await waitFor(() => expect(count(canvas)).toHaveTextContent('3 of 3 forms'));
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    // Only the second business's drafts: nothing of the first.
    await expect(canvas.getAllByText('Draft', { selector: 'strong' })).toHaveLength(3);
    await expect(canvas.queryByText('Awaiting payment', { selector: 'strong' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /^Pay / })).toBeNull();
  },
};
