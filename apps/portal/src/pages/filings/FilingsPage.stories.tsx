import { paths } from '@citytax/api';
import {
  createBusinessHandlers,
  createFilingsHandlers,
  filingsHandlersOf,
  filingsProblemHandlers,
  fixtures,
  mockBusinesses,
  mockConfirmations,
  mockFilings,
} from '@citytax/api/mocks';
import { employersReturnMessages, formatFiledDate, paymentMessages } from '@citytax/forms';
import { ToastProvider } from '@citytax/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { businessEn } from '../../messages/business.en';
import { filingsEn } from '../../messages/filings.en';
import { FilingAsSelect } from '../../shell/FilingAsSelect';
import { businesses } from '../../state/businesses';
import { actionName } from '../../storybook/filingText';
import { signInForStory } from '../../storybook/session';
import { expectFits, inBox } from '../../storybook/storyBox';
import { containing, startingWith, withAnyNumbers } from '../../storybook/text';
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

const t = filingsEn;
const forms = paymentMessages.formTypes;
const { months, quarterMonths } = employersReturnMessages;
/** The live count under the filters, whatever its numbers: "3 of 7 forms", "1 of 1 form". */
const COUNT = () => withAnyNumbers(t.count(1, 1), t.count(1, 2));
/** The page once its list has loaded: the live count under the filters shows. */
const loaded = async (canvas: Canvas) => {
  await canvas.findByText(COUNT());
};
const count = (canvas: Canvas) => canvas.getByText(COUNT());
/** A card's accessible name: the form's title, then its period when it has one. */
const cardName = (title: string, period?: string) => (period ? `${title} ${period}` : title);
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
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(await canvas.findByText(t.empty)).toBeVisible();
    await userEvent.tab();
    const start = canvas.getByRole('link', { name: t.emptyAction });
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
    await expect(count(canvas)).toHaveTextContent(t.count(3, 3));
    await expect(yearHeadings(canvas)).toEqual([t.yearHeading(2026), t.yearHeading(2025)]);

    const quarter = card(canvas, cardName(forms.ReturnOfIncome, t.periods.quarter(1, quarterMonths[0]!)));
    await expect(within(quarter).getByText(t.statuses.Draft)).toBeVisible();
    await expect(within(quarter).getByText(t.statuses.Draft)).toHaveAttribute('data-variant', 'neutral');
    await expect(valueOf(quarter, t.amountDue)).toHaveTextContent('$86.40');
    await expect(
      within(quarter).getByRole('link', {
        name: actionName(
          t.actions.continue,
          forms.ReturnOfIncome,
          t.periods.quarter(1, quarterMonths[0]!),
          2026,
        ),
      }),
    ).toHaveAttribute('href', '/form/9203/pay');
    await expect(
      canvas.getByRole('link', {
        name: actionName(t.actions.continue, forms.NetProfitEstimate, t.periods.installment(2), 2026),
      }),
    ).toHaveAttribute('href', '/form/9202/pay');
    await expect(
      canvas.getByRole('article', { name: cardName(forms.ReturnOfIncome, months[11]!) }),
    ).toBeVisible();
    // A draft has no confirmation, no Pay, no PDF.
    await expect(canvas.queryByText(t.confirmationNumber)).toBeNull();
    await expect(canvas.queryByRole('link', { name: startingWith(`${t.actions.pay} `) })).toBeNull();
    await expect(canvas.queryByRole('button', { name: startingWith(t.downloadPdf) })).toBeNull();
  },
};

/** Forms awaiting payment: Pay and View both go to the form's pay page. */
export const AwaitingPayment: Story = {
  parameters: { msw: { handlers: filingsHandlersOf(mockFilings.awaitingPayment()) } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    const estimate = card(canvas, cardName(forms.NetProfitEstimate, t.periods.installment(3)));
    await expect(within(estimate).getByText(t.statuses.AwaitingPayment)).toBeVisible();
    await expect(within(estimate).getByText(t.statuses.AwaitingPayment)).toHaveAttribute(
      'data-variant',
      'warning',
    );
    await expect(valueOf(estimate, t.amountDue)).toHaveTextContent('$450.00');
    await expect(
      within(estimate).getByRole('link', {
        name: actionName(t.actions.pay, forms.NetProfitEstimate, t.periods.installment(3), 2026),
      }),
    ).toHaveAttribute('href', '/form/8105/pay');
    await expect(
      within(estimate).getByRole('link', {
        name: actionName(t.actions.view, forms.NetProfitEstimate, t.periods.installment(3), 2026),
      }),
    ).toHaveAttribute('href', '/form/8105/pay');
    const october = card(canvas, cardName(forms.ReturnOfIncome, months[9]!));
    await expect(valueOf(october, t.amountDue)).toHaveTextContent('$300.00');
  },
};

/**
 * Every status over three tax years, newest first; the filters, by keyboard: a tax year, then a
 * status, with the count following; Download PDF saves the copy of a paid return.
 */
export const Mixed: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(count(canvas)).toHaveTextContent(t.count(4, 4));
    await expect(yearHeadings(canvas)).toEqual([
      t.yearHeading(2026),
      t.yearHeading(2025),
      t.yearHeading(2024),
    ]);

    // Two annual returns: the 2025 one is paid, the 2024 one awaits payment.
    const paid = within(canvas.getByRole('list', { name: t.yearHeading(2025) })).getByRole('article', {
      name: cardName(forms.CityTaxForm),
    });
    await expect(within(paid).getByText(t.statuses.Paid)).toBeVisible();
    // The status is the ui Tag, its tint repeating the word.
    await expect(within(paid).getByText(t.statuses.Paid)).toHaveAttribute('data-variant', 'success');
    await expect(valueOf(paid, t.amountPaid)).toHaveTextContent('$875.01');
    await expect(valueOf(paid, t.filedOn)).toHaveTextContent(
      formatFiledDate(mockConfirmations().paidByCard.filedAt),
    );
    await expect(valueOf(paid, t.confirmationNumber)).toHaveTextContent('CT-2025-7K4P-9QXM');
    await expect(
      within(paid).getByRole('link', { name: actionName(t.actions.view, forms.CityTaxForm, 2025) }),
    ).toHaveAttribute('href', '/form/8201/confirmation');

    const filed = card(canvas, cardName(forms.IndividualEstimate, t.periods.installment(2)));
    await expect(within(filed).getByText(t.statuses.Filed)).toBeVisible();
    await expect(within(filed).getByText(t.statuses.Filed)).toHaveAttribute('data-variant', 'info');
    await expect(valueOf(filed, t.amountPaid)).toHaveTextContent(t.noPaymentDue);

    // The filters, reached and used by keyboard.
    await userEvent.tab();
    const year = canvas.getByRole('combobox', { name: t.taxYear });
    await expect(year).toHaveFocus();
    await userEvent.selectOptions(year, '2026');
    await expect(count(canvas)).toHaveTextContent(t.count(2, 4));
    await expect(yearHeadings(canvas)).toEqual([t.yearHeading(2026)]);
    await userEvent.tab();
    const status = canvas.getByRole('combobox', { name: t.status });
    await expect(status).toHaveFocus();
    // A status is chosen by its option's value, the API's name for it.
    await userEvent.selectOptions(status, 'Filed');
    await expect(count(canvas)).toHaveTextContent(t.count(1, 4));
    await expect(canvas.getAllByRole('article')).toEqual([
      card(canvas, cardName(forms.IndividualEstimate, t.periods.installment(2))),
    ]);
    await userEvent.selectOptions(year, t.allYears);
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
    canvas
      .getByRole('button', { name: `${t.downloadPdf} ${t.formName([forms.CityTaxForm, '2025'])}` })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(saved).toEqual(['CT-2025-7K4P-9QXM-annual-return.pdf']));
    click.mockRestore();
  },
};

/** Filters that match nothing say so; Clear filters shows every form again and returns focus to the first filter. */
export const FiltersMatchNothing: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    const year = canvas.getByRole('combobox', { name: t.taxYear });
    await userEvent.selectOptions(year, '2024');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t.status }), 'Paid');
    await expect(count(canvas)).toHaveTextContent(t.count(0, 4));
    await expect(canvas.getByText(t.noMatch)).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toEqual([]);

    const clear = canvas.getByRole('button', { name: t.clearFilters });
    clear.focus();
    await userEvent.keyboard('{Enter}');
    await expect(count(canvas)).toHaveTextContent(t.count(4, 4));
    await expect(year).toHaveFocus();
    await expect(year).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: t.status })).toHaveValue('');
  },
};

/** While the list loads: the heading and a spinner that says what loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: [filingsProblemHandlers.pending] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(await canvas.findByText(t.loading)).toBeVisible();
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
    await expect(alert).toHaveTextContent(t.loadFailed);
    await userEvent.tab();
    const retry = canvas.getByRole('button', { name: t.retry });
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(count(canvas)).toHaveTextContent(t.count(3, 3)));
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
    const year = canvas.getByRole('combobox', { name: t.taxYear }).getBoundingClientRect();
    const status = canvas.getByRole('combobox', { name: t.status }).getBoundingClientRect();
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
    await expect(count(canvas)).toHaveTextContent(t.count(2, 2));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t.status }), 'AwaitingPayment');

    const filingAs = canvas.getByRole('combobox', { name: containing(businessEn.filingAs.label) });
    await userEvent.selectOptions(filingAs, cuyahoga!.taxpayerId);
    await waitFor(() => expect(count(canvas)).toHaveTextContent(t.count(3, 3)));
    await expect(canvas.getByRole('combobox', { name: t.status })).toHaveValue('');
    // Only the second business's drafts: nothing of the first.
    await expect(canvas.getAllByText(t.statuses.Draft, { selector: 'strong' })).toHaveLength(3);
    await expect(canvas.queryByText(t.statuses.AwaitingPayment, { selector: 'strong' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: startingWith(`${t.actions.pay} `) })).toBeNull();
  },
};
