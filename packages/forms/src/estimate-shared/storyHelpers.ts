import type { City } from '@citytax/api';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { holding, listedErrors, submitByKeyboard } from '../form-kit/storyHelpers';

/**
 * Stories only: what both estimate forms' stories share. The plays take the form's catalog and read
 * it while they run, so each expects the story's language (the catalogs are written in place).
 */

/** Three member cities (Burton 1%, Cleveland 2.5%, Germantown 1.5%) and one that is not offered. */
export const estimateStoryCities: City[] = [
  { code: 'AKR', name: 'Akron', member: false, rate: 0.025, creditFactor: null, creditLimit: null },
  { code: 'BRT', name: 'Burton', member: true, rate: 0.01, creditFactor: 0.5, creditLimit: 0.005 },
  { code: 'CLE', name: 'Cleveland', member: true, rate: 0.025, creditFactor: 1, creditLimit: 0.025 },
  { code: 'GTN', name: 'Germantown', member: true, rate: 0.015, creditFactor: 0.6, creditLimit: 0.009 },
];

/** The args every estimate story starts from: 2026, $100.00 paid so far, on May 1. */
export function estimateStoryArgs() {
  return {
    cities: estimateStoryCities,
    taxYear: 2026,
    paidSoFar: 100,
    today: '2026-05-01',
    onSubmit: fn(async () => {}),
    onValuesChange: fn(),
  };
}

/** Tab into the cities and pick the `nth` member city (1 = Burton) with the arrow keys. */
export async function chooseCityByKeyboard(nth: number) {
  await userEvent.tab();
  await userEvent.keyboard(nth === 1 ? ' ' : '{ArrowDown}'.repeat(nth - 1));
}

/** Types into the next fields in order, by keyboard; focus ends in the field after the last. */
export async function typeFields(...texts: string[]) {
  for (const text of texts) {
    await userEvent.tab();
    await userEvent.keyboard(text);
  }
  await userEvent.tab();
}

type Canvas = ReturnType<typeof within>;
interface PlayContext {
  canvas: Canvas;
  args: { onSubmit: unknown };
}

/** What the shared plays read of an estimate form's catalog. */
export interface EstimateStoryMessages {
  fields: { paymentAmount: string };
  rules: { required: string };
  errorsTitle: string;
  preview: {
    heading: (taxYear: number) => string;
    needInputs: string;
    missingRate: string;
    safeHarbor: (priorYearTax: string) => string;
  };
  submit: string;
}

/** The preview region of the stories' tax year (estimateStoryArgs). */
export const estimatePreviewOf = (canvas: Canvas, m: EstimateStoryMessages) =>
  canvas.getByRole('region', { name: m.preview.heading(estimateStoryArgs().taxYear) });

/** A member city without a rate, offered fourth (after Burton, Cleveland and Germantown). */
export const estimateStoryCitiesWithMissingRate: City[] = [
  ...estimateStoryCities,
  { code: 'NOR', name: 'Norwood', member: true, rate: null, creditFactor: null, creditLimit: null },
];

/** Nothing entered: the preview says what it needs, and the first Tab reaches the first city. */
export function emptyPlay(m: EstimateStoryMessages) {
  return async ({ canvas }: PlayContext) => {
    await expect(canvas.getByText(m.preview.needInputs)).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Burton' })).toHaveFocus();
  };
}

/** Norwood has no rate: after `fill`, the preview shows the missing-rate message as an alert. */
export function missingRatePlay(m: EstimateStoryMessages, fill: () => Promise<void>) {
  return async ({ canvas }: PlayContext) => {
    await fill();
    await expect(within(estimatePreviewOf(canvas, m)).getByRole('alert')).toHaveTextContent(
      m.preview.missingRate,
    );
  };
}

/**
 * After `fill` (focus in the prior-year tax), a prior-year tax typed as `prior.typed` below 90% of
 * the estimated tax: the installments follow it (the message names `prior.shown`), and so does the
 * suggested `payment` (as the field shows it).
 */
export function safeHarborPlay(
  m: EstimateStoryMessages,
  fill: () => Promise<void>,
  prior: { typed: string; shown: string },
  payment: string,
) {
  return async ({ canvas }: PlayContext) => {
    await fill();
    await userEvent.keyboard(prior.typed);
    await expect(
      within(estimatePreviewOf(canvas, m)).getByText(m.preview.safeHarbor(prior.shown)),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: m.fields.paymentAmount })).toHaveValue(payment);
  };
}

/**
 * An empty submit by keyboard lists each of `fields` as required (in the form's order), focuses
 * the first city and submits nothing.
 */
export function invalidPlay<M extends EstimateStoryMessages>(m: M, fields: ReadonlyArray<keyof M['fields']>) {
  return async ({ canvas, args }: PlayContext) => {
    const labels = m.fields as Record<keyof M['fields'], string>;
    await submitByKeyboard(canvas, m.submit);
    await expect(await listedErrors(canvas, m.errorsTitle)).toEqual(
      fields.map((field) => `${labels[field]} ${m.rules.required}`),
    );
    await expect(canvas.getByRole('radio', { name: 'Burton' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  };
}

/**
 * Keyboard only, from the first field to Enter on the button: after `fill` (focus in the prior-year
 * tax), Tab to the suggested payment and the button, and submit `expected`.
 */
export function submittedPlay(m: EstimateStoryMessages, fill: () => Promise<void>, expected: object) {
  return async ({ canvas, args }: PlayContext) => {
    await fill();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: m.fields.paymentAmount })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: m.submit })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expected));
  };
}

/** The page is working on a submit: the button is busy. */
export function submittingPlay(m: EstimateStoryMessages) {
  return async ({ canvas }: PlayContext) => {
    await expect(canvas.getByRole('button', { name: holding(m.submit) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  };
}
