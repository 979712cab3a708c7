import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { isUniqueViolation } from './accounts';
import type { Tx } from './db/index';
import { taxForms, type TaxFormRow } from './db/schema';

/**
 * Confirmation numbers of filed forms (issue 15): `CT-2025-7K4P-9QXM`. Eight characters drawn with
 * a CSPRNG from 29 symbols that cannot be mistaken for one another when read aloud or typed (no 0/O,
 * 1/I/L, U/V): about 39 bits, so not guessable, and every use of one is authorized anyway.
 */
export const CONFIRMATION_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
export const CONFIRMATION_PATTERN = /^CT-\d{4}-[2-9A-HJKMNP-TW-Z]{4}-[2-9A-HJKMNP-TW-Z]{4}$/;

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
