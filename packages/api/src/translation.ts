/**
 * The shape a translation of a message catalog must have: the same keys at every depth, a string
 * wherever the source has text (its literal types widened), the same parameters for every function,
 * and non-text values (numbers, flags) of the same type. A catalog in another language is written
 * as `export const filingsEs: Translation<typeof filingsEn> = { … }`, so a missing or extra key, or
 * a function with other parameters, is a type error.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;
