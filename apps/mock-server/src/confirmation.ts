import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { CONFIRMATION_NUMBER_PATTERN, type Locale } from '@citytax/api';
import { isUniqueViolation } from './accounts';
import type { Config } from './config';
import { confirmationFacts } from './confirmationFacts';
import type { Tx } from './db/index';
import { taxForms, users, type TaxFormRow } from './db/schema';
import { filingConfirmationMail } from './mail/messages';
import { enqueueMail } from './mail/outbox';

/**
 * Confirmation numbers of filed forms (issue 15): `CT-2025-7K4P-9QXM`. Eight characters drawn with
 * a CSPRNG from 29 symbols that cannot be mistaken for one another when read aloud or typed (no 0/O,
 * 1/I/L, U/V): about 39 bits, so not guessable, and every use of one is authorized anyway.
 */
export const CONFIRMATION_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
/** The one pattern of the contract (packages/api). */
export const CONFIRMATION_PATTERN = CONFIRMATION_NUMBER_PATTERN;

export function newConfirmationNumber(taxYear: number): string {
  const pick = () => CONFIRMATION_ALPHABET[randomInt(CONFIRMATION_ALPHABET.length)]!;
  const group = () => Array.from({ length: 4 }, pick).join('');
  return `CT-${taxYear}-${group()}-${group()}`;
}

/** How many draws a number gets before the (astronomically unlikely) collisions are an error. */
const DRAWS = 5;

/**
 * Gives a filed form its confirmation number, inside the filing transaction. Each draw runs in a
 * savepoint, so a collision with another form's number (the unique index) is drawn again rather
 * than aborting the filing. Entries of a return are filed with it and carry none.
 */
export async function assignConfirmationNumber(tx: Tx, form: TaxFormRow): Promise<TaxFormRow> {
  if (form.confirmationNumber || form.parentId !== null) return form;
  for (let draw = 1; ; draw++) {
    try {
      return await tx.transaction(async (sp) => {
        const [row] = await sp
          .update(taxForms)
          .set({ confirmationNumber: newConfirmationNumber(form.taxYear) })
          .where(and(eq(taxForms.id, form.id), isNull(taxForms.confirmationNumber)))
          .returning();
        return row ?? form;
      });
    } catch (err) {
      if (!isUniqueViolation(err) || draw >= DRAWS) throw err;
    }
  }
}

/**
 * Who filed a form, to be told: the user (null when there is none any more), the portal's address,
 * and the language of the request that filed it (or started its payment).
 */
export interface FiledBy {
  userId: string | null;
  config: Config;
  locale: Locale;
}

/**
 * What filing a form does besides moving it to Filed, in the filing's own transaction: the form
 * gets its confirmation number, and the confirmation email to the user who filed it goes into the
 * outbox (ADR 0006). A filing that rolls back sends nothing; a double submit or a replayed callback
 * files nothing the second time, so one filing is one email. An entry of a return gets neither.
 */
export async function confirmFiling(tx: Tx, form: TaxFormRow, by: FiledBy, now: Date): Promise<TaxFormRow> {
  const numbered = await assignConfirmationNumber(tx, form);
  if (numbered.parentId !== null) return numbered;
  const [user] = by.userId
    ? await tx
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, by.userId))
    : [];
  if (!user) return numbered;
  const facts = await confirmationFacts(tx, numbered);
  await enqueueMail(tx, filingConfirmationMail(by.config, user, facts, by.locale), now);
  return numbered;
}
