/**
 * Validators of URL search parameters, without zod: zod weighed 25 KB gzip on every first screen
 * only for these (issue 14); the API's decoders need it only to word a rejected body.
 *
 * Each field turns a raw value into an accepted one or undefined: an odd, outdated or hand-edited
 * value is dropped, never a crash, so every link opens. A schema has zod's `parse` so TanStack
 * Router takes it as `validateSearch` and screens can re-validate a loose search with it.
 */
export type Field<T> = (raw: unknown) => T | undefined;

type Shape = Record<string, Field<unknown>>;

export type SearchOf<S extends Shape> = { [K in keyof S]?: S[K] extends Field<infer T> ? T : never };

export interface SearchSchema<S extends Shape> {
  readonly shape: S;
  parse(raw: unknown): SearchOf<S>;
}

export function searchSchema<S extends Shape>(shape: S): SearchSchema<S> {
  return {
    shape,
    parse(raw) {
      const input = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
      const output: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape)) {
        if (!Object.prototype.hasOwnProperty.call(input, key)) continue;
        const value = field(input[key]);
        if (value !== undefined) output[key] = value;
      }
      return output as SearchOf<S>;
    },
  };
}

export type SearchOfSchema<T> = T extends SearchSchema<infer S> ? SearchOf<S> : never;

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
export function text({
  max,
  min = 0,
  trim = false,
  numbers = true,
  booleans = false,
  pattern,
}: TextOptions): Field<string> {
  return (raw) => {
    if (
      typeof raw !== 'string' &&
      !(numbers && typeof raw === 'number') &&
      !(booleans && typeof raw === 'boolean')
    )
      return undefined;
    if (typeof raw === 'number' && !Number.isFinite(raw)) return undefined;
    const value = trim ? String(raw).trim() : String(raw);
    if (value.length < min || value.length > max) return undefined;
    return pattern && !pattern.test(value) ? undefined : value;
  };
}

/** One of a fixed set of names. */
export function oneOf<const T extends string>(values: readonly T[]): Field<T> {
  return (raw) =>
    typeof raw === 'string' && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

/** A whole number from the router's JSON parsing, within bounds. */
export function wholeNumber(min: number, max: number): Field<number> {
  return (raw) =>
    typeof raw === 'number' && Number.isInteger(raw) && raw >= min && raw <= max ? raw : undefined;
}

/** A number given as a number or as its text, within bounds (whole numbers only when asked). */
export function numberIn(min: number, max: number, { integer = false } = {}): Field<number> {
  return (raw) => {
    if (typeof raw !== 'number' && typeof raw !== 'string') return undefined;
    if (typeof raw === 'string' && raw.trim() === '') return undefined;
    const value = Number(raw);
    return Number.isFinite(value) && value >= min && value <= max && (!integer || Number.isInteger(value))
      ? value
      : undefined;
  };
}

/** Text that passes a test (an ISO day, a known name…). */
export function textWhere<T extends string>(accept: (value: string) => value is T): Field<T>;
export function textWhere(accept: (value: string) => boolean): Field<string>;
export function textWhere(accept: (value: string) => boolean): Field<string> {
  return (raw) => (typeof raw === 'string' && accept(raw) ? raw : undefined);
}
