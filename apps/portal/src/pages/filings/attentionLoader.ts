import { session } from '../../state/session';
import { readFilings, type FilingsLoad } from './filingsLoader';

/**
 * How long the dashboard waits for the list before it is drawn with the section's spinner: long
 * enough for a normal answer, so the section is drawn whole and moves nothing below it.
 */
export const ATTENTION_WAIT_MS = 1500;

/** The dashboard's "Needs your attention": the list as read, or while it is slow the read itself. */
export type AttentionData = FilingsLoad | Promise<FilingsLoad>;

/**
 * The /dashboard route's data loader: the filing-as taxpayer's forms for "Needs your attention"
 * (issue 15), waited for up to ATTENTION_WAIT_MS so the dashboard is drawn with the section
 * complete (no layout shift when it arrives), else handed over still pending. Nothing to read for
 * a user without a taxpayer. Kept apart from the page so the route table imports it alone.
 */
export function attentionLoader(): Promise<{ attention: AttentionData | null }> {
  return readAttention();
}

/**
 * The list for "Needs your attention" if it is read within `waitMs`, else its read still pending
 * (in an object: an async function would wait for a promise it returns).
 */
export async function readAttention(
  waitMs = ATTENTION_WAIT_MS,
): Promise<{ attention: AttentionData | null }> {
  if (!session.getUser()?.taxpayerId) return { attention: null };
  const read = readFilings();
  const early = await Promise.race([
    read,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), waitMs)),
  ]);
  return { attention: early ?? read };
}
