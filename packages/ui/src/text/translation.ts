/**
 * The shape a translation of the library's text catalog must have: the same keys at every depth, a
 * string wherever the English has text, and the same parameters for every function. A copy of
 * `Translation` from `@citytax/api`, kept here so the component library depends on no other package
 * of the portal.
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
