import { confirmationOverrides } from '@citytax/api/mocks';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '../../storybook/withRouter';
import { confirmationLoader } from './confirmation/confirmationLoader';
import { ConfirmationPage } from './ConfirmationPage';

const meta = {
  title: 'Portal/Pages/TaxForms/ConfirmationPage',
  component: ConfirmationPage,
  decorators: [
    withRouter({
      path: '/form/:formId/confirmation',
      initialEntry: '/form/8201/confirmation',
      loader: confirmationLoader,
      routes: [{ path: '/form/:formId/pay', element: <h1>Payment</h1> }],
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
  await canvas.findByRole('region', { name: 'Filing details' });
  const heading = canvas.getByRole('heading', { level: 1, name: 'Confirmation' });
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
    await expect(valueOf(canvas, 'Amount paid')).toHaveTextContent('$875.01');
    await expect(valueOf(canvas, 'Payment method')).toHaveTextContent('Card ending in 4242');
    await expect(valueOf(canvas, 'Date and time filed')).toHaveTextContent(
      'November 24, 2026 at 10:14 AM EST',
    );

    // Download PDF: the blob the mock answered is saved under the server's file name.
    const saved: string[] = [];
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const blobs = spyOn(URL, 'createObjectURL');
    const download = canvas.getByRole('button', { name: 'Download PDF' });
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
    await expect(canvas.getByRole('button', { name: 'Print' })).toHaveFocus();
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
    await expect(canvas.getByText('Your form is filed. No payment was due.')).toBeVisible();
    await expect(valueOf(canvas, 'Amount paid')).toHaveTextContent('No payment due');
    await expect(valueOf(canvas, 'Period')).toHaveTextContent('Installment 2');
    await expect(canvas.queryByText('Payment method')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'View your estimates and credits' })).toBeVisible();
  },
};

/** An employer's return names its quarter. */
export const EmployersReturnWithPeriod: Story = {
  parameters: { msw: { handlers: confirmationOverrides.employersReturn } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(valueOf(canvas, 'Form')).toHaveTextContent("Employer's Return of Income Tax Withheld");
    await expect(valueOf(canvas, 'Period')).toHaveTextContent('Quarter 3 (July – September)');
    await expect(valueOf(canvas, 'Payment method')).toHaveTextContent('Card ending in 5100');
  },
};

/** While the confirmation loads: the heading and a spinner. */
export const Loading: Story = {
  parameters: { msw: { handlers: confirmationOverrides.pending } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Confirmation' })).toBeVisible();
    await expect(await canvas.findByText('Loading your confirmation')).toBeVisible();
  },
};

/** A form not filed yet (409): it says so, with focus on it, and links to the payment page. */
export const NotFiledYet: Story = {
  parameters: { msw: { handlers: confirmationOverrides.notFiled } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This form is not filed yet');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    await userEvent.tab();
    const toPay = canvas.getByRole('link', { name: 'Go to the payment page' });
    await expect(toPay).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Payment' })).toBeVisible();
  },
};

/** The confirmation cannot be loaded: the reason, and Try again. */
export const LoadFails: Story = {
  parameters: { msw: { handlers: confirmationOverrides.loadFails } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'An error occurred loading your confirmation, please try again later.',
    );
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
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
    const term = canvas.getByText('Amount paid', { selector: 'dt' });
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
