/** The English file must have exactly the Korean file's keys (a missing translation fails the typecheck). */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
