/*
 * Patterns made from catalog texts, for the play functions: they are built when a play function
 * runs, so in the story's language (the catalogs hold Spanish in the `storybook-es` project).
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A name or text that begins with `text`: a label followed by more (a required mark, a hint). */
export const startingWith = (text: string) => new RegExp(`^${escape(text)}`);

/** A name or text that holds `text` somewhere. */
export const containing = (text: string) => new RegExp(escape(text));

/**
 * Any text a catalog entry gives, whatever its argument: `givenAny(t.total)` matches "Total balance
 * due: $60.00" (and its Spanish), wherever the language puts the argument.
 */
export function givenAny(entry: (argument: string) => string): RegExp {
  const marker = '\u0000';
  return new RegExp(`^${entry(marker).split(marker).map(escape).join('.+')}$`);
}

/**
 * Any of these texts with any numbers in place of theirs: `withAnyNumbers(t.count(1, 1), t.count(1, 2))`
 * matches "3 of 7 forms" and "1 of 1 form" (and their Spanish).
 */
export function withAnyNumbers(...texts: string[]): RegExp {
  const patterns = texts.map((text) => escape(text).replace(/\d+/g, '\\d+'));
  return new RegExp(`^(?:${patterns.join('|')})$`);
}
