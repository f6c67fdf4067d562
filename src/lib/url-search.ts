import * as z from 'zod/mini';

/**
 * Validators of URL search parameters, as zod/mini schemas (TanStack Router takes them as
 * `validateSearch`). Each field turns a raw value into an accepted one or drops it: an odd,
 * outdated or hand-edited value is left out, never a crash, so every link opens.
 */
export type Field<T> = z.ZodMiniType<T | undefined>;

type Shape = Record<string, Field<unknown>>;

/** The search's known keys, each kept when valid and dropped otherwise; unknown keys are ignored. */
export function searchSchema<S extends Shape>(shape: S) {
  const lenient = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, z.catch(z.optional(field), undefined)]),
  ) as { [K in keyof S]: z.ZodMiniCatch<z.ZodMiniOptional<S[K]>> };
  return z.object(lenient);
}

export type SearchOfSchema<T extends z.ZodMiniType> = z.output<T>;

interface TextOptions {
  max: number;
  /** Shortest accepted length, after trimming when `trim` is set. */
  min?: number;
  trim?: boolean;
  /** Take a number as its text (default): the router parses `?query=42` as a number. */
  numbers?: boolean;
  /** `?flag=true` arrives as a boolean from the router's JSON parsing; take it as text too. */
  booleans?: boolean;
  pattern?: RegExp;
}

/** Text, within length bounds and matching a pattern when given. */
export function text({ max, min = 0, trim = false, numbers = true, booleans = false, pattern }: TextOptions) {
  const raw = z.union([z.string(), ...(numbers ? [z.number()] : []), ...(booleans ? [z.boolean()] : [])]);
  const value = z.string().check(z.minLength(min), z.maxLength(max), ...(pattern ? [z.regex(pattern)] : []));
  return z.pipe(
    z.pipe(
      raw,
      z.transform((input) => (trim ? String(input).trim() : String(input))),
    ),
    value,
  );
}

/** One of a fixed set of names. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values);

/** A whole number from the router's JSON parsing, within bounds. */
export const wholeNumber = (min: number, max: number) => z.int().check(z.gte(min), z.lte(max));

/** A number given as a number or as its text, within bounds (whole numbers only when asked). */
export function numberIn(min: number, max: number, { integer = false } = {}) {
  const given = z.union([z.number(), z.string().check(z.regex(/\S/))]);
  const value = (integer ? z.int() : z.number()).check(z.gte(min), z.lte(max));
  return z.pipe(z.pipe(given, z.transform(Number)), value);
}

/** Text that passes a test (an ISO day, a known name…). */
export function textWhere<T extends string>(accept: (value: string) => value is T): Field<T>;
export function textWhere(accept: (value: string) => boolean): Field<string>;
export function textWhere(accept: (value: string) => boolean): Field<string> {
  return z.custom<string>((raw) => typeof raw === 'string' && accept(raw));
}

/** A value read by a function of the raw parameter: undefined drops it. */
export function readWith<T>(read: (raw: unknown) => T | undefined): Field<T> {
  return z.pipe(
    z.unknown(),
    z.transform((raw, context) => {
      const value = read(raw);
      if (value === undefined) context.issues.push({ code: 'custom', input: raw, message: 'Not accepted' });
      return value;
    }),
  );
}
