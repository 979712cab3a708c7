import { confirmationOverrides, mockConfirmations } from '@citytax/api/mocks';
import { employersReturnMessages, paymentMessages } from '@citytax/forms';
import { AUTHORITY_TIME_ZONE } from '@citytax/tax-rules';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { formatDateTime } from '../../i18n/formats';
import { confirmationEn } from '../../messages/confirmation.en';
import { filingsEn } from '../../messages/filings.en';
import { paymentEn } from '../../messages/payment.en';
import { withRouter } from '../../storybook/withRouter';
import { confirmationLoader } from './confirmation/confirmationLoader';
import { ConfirmationPage } from './ConfirmationPage';

const t = confirmationEn;

/** Where Go to the payment page leads: the payment page's heading, in the story's language. */
const PayStub = () => <h1>{paymentEn.title}</h1>;

const meta = {
  title: 'Portal/Pages/TaxForms/ConfirmationPage',
  component: ConfirmationPage,
  decorators: [
    withRouter({
      path: '/form/:formId/confirmation',
      initialEntry: '/form/8201/confirmation',
      loader: confirmationLoader,
      routes: [{ path: '/form/:formId/pay', Component: PayStub }],
    }),
  ],
  parameters: { msw: { handlers: confirmationOverrides.paidByCard } },
  tags: ['autodocs'],
} satisfies Meta<typeof ConfirmationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The page once its confirmation has loaded: focus on the heading. */
async function loaded(canvas: Canvas) {
  await canvas.findByRole('region', { name: t.details });
  const heading = canvas.getByRole('heading', { level: 1, name: t.title });
  await waitFor(() => expect(heading).toHaveFocus());
}

/** What a term of the filing details says. */
const valueOf = (canvas: Canvas, term: string) =>
  canvas.getByText(term, { selector: 'dt' }).nextElementSibling;

/**
 * The story's box of `width` px holds the page: nothing reaches past it and it does not scroll
 * sideways (at 320 px, WCAG 1.4.10 reflow).
 */
async function expectFits(canvasElement: HTMLElement, width: number) {
  const box = canvasElement.querySelector('[data-story-box]') as HTMLElement;
  const right = box.getBoundingClientRect().left + width;
  const overflowing = Array.from(box.querySelectorAll('*'))
    .filter((e) => e.getBoundingClientRect().right > right + 0.5)
    .map((e) => e.tagName);
  await expect(overflowing).toEqual([]);
  await expect(box.scrollWidth).toBeLessThanOrEqual(width);
}

/** The page in a box `width` px wide (a phone, or 320 px for reflow). */
const inBox =
  (width: number): Decorator =>
  (Story) => (
    <div style={{ width }} data-story-box="">
      <Story />
    </div>
  );

/** A return paid by card: every fact, Download PDF (the mock's copy is saved) and Print, by keyboard. */
export const Paid: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByText('CT-2025-7K4P-9QXM')).toBeVisible();
    await expect(valueOf(canvas, t.amountPaid)).toHaveTextContent('$875.01');
    await expect(valueOf(canvas, t.paymentMethod)).toHaveTextContent(t.card('4242'));
    // "November 24, 2026 at 10:14 AM EST": the city's clock, in the story's language.
    await expect(valueOf(canvas, t.filedAt)).toHaveTextContent(
      formatDateTime(mockConfirmations().paidByCard.filedAt, AUTHORITY_TIME_ZONE),
    );

    // Download PDF: the blob the mock answered is saved under the server's file name.
    const saved: string[] = [];
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const blobs = spyOn(URL, 'createObjectURL');
    const download = canvas.getByRole('button', { name: filingsEn.downloadPdf });
    download.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(saved).toEqual(['CT-2025-7K4P-9QXM-annual-return.pdf']));
    const blob = blobs.mock.calls[0]![0] as Blob;
    await expect(blob.type).toBe('application/pdf');
    await expect(await blob.slice(0, 5).text()).toBe('%PDF-');
    click.mockRestore();
    blobs.mockRestore();

    // Print: the next stop after Download PDF; the browser's dialog is stubbed.
    const print = spyOn(window, 'print').mockImplementation(() => {});
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.print })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  },
};

/** An estimate filed with nothing to pay: no payment due, no payment method, its installment. */
export const NoPaymentDue: Story = {
  parameters: { msw: { handlers: confirmationOverrides.noPaymentDue } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByText(t.noPayment)).toBeVisible();
    await expect(valueOf(canvas, t.amountPaid)).toHaveTextContent(t.noPaymentDue);
    await expect(valueOf(canvas, t.period)).toHaveTextContent(filingsEn.periods.installment(2));
    await expect(canvas.queryByText(t.paymentMethod)).toBeNull();
    await expect(canvas.getByRole('link', { name: t.estimatesAndCredits })).toBeVisible();
  },
};

/** An employer's return names its quarter. */
export const EmployersReturnWithPeriod: Story = {
  parameters: { msw: { handlers: confirmationOverrides.employersReturn } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(valueOf(canvas, t.form)).toHaveTextContent(paymentMessages.formTypes.ReturnOfIncome);
    await expect(valueOf(canvas, t.period)).toHaveTextContent(
      filingsEn.periods.quarter(3, employersReturnMessages.quarterMonths[2]!),
    );
    await expect(valueOf(canvas, t.paymentMethod)).toHaveTextContent(t.card('5100'));
  },
};

/** While the confirmation loads: the heading and a spinner. */
export const Loading: Story = {
  parameters: { msw: { handlers: confirmationOverrides.pending } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(await canvas.findByText(t.loading)).toBeVisible();
  },
};

/** A form not filed yet (409): it says so, with focus on it, and links to the payment page. */
export const NotFiledYet: Story = {
  parameters: { msw: { handlers: confirmationOverrides.notFiled } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t.notFiledHeading);
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    await userEvent.tab();
    const toPay = canvas.getByRole('link', { name: t.toPayment });
    await expect(toPay).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { name: paymentEn.title })).toBeVisible();
  },
};

/** The confirmation cannot be loaded: the reason, and Try again. */
export const LoadFails: Story = {
  parameters: { msw: { handlers: confirmationOverrides.loadFails } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t.loadFailed);
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.retry })).toHaveFocus();
  },
};

/** On a phone (375 px): the number and the facts stack, nothing reaches past the screen. */
export const Phone: Story = {
  decorators: [inBox(375)],
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    await expectFits(canvasElement, 375);
    // Terms stack above their values at this width.
    const term = canvas.getByText(t.amountPaid, { selector: 'dt' });
    const value = term.nextElementSibling as HTMLElement;
    await expect(value.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      term.getBoundingClientRect().bottom,
    );
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
