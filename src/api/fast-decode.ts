/**
 * A response decoder compiled from a plain description of the contract's response shape
 * (DecoderShape, generated from the zod schemas by `npm run generate`: src/api/decoder-shape.ts).
 *
 * Why: the portal's Content-Security-Policy forbids `eval`, so zod runs without its JIT, and its
 * generic interpreter took most of the time between a 10,000-rule response and the list on screen.
 * And zod itself (25 KB gzip) need not load for a valid response (issue 14). The contract's response
 * schemas are plain JSON shapes; for those this gives exactly zod's output (known keys in schema
 * order, unknown keys dropped, absent optional keys left out). A value it rejects goes to zod, so the
 * error message of invalid data stays zod's own (src/api/fast-decode.test.ts checks the equivalence
 * on every decoder).
 */
export const INVALID: unique symbol = Symbol('invalid');
export type FastDecoder = (value: unknown) => unknown;

export type NumberTest = ['int'] | ['>' | '>=' | '<' | '<=', number];

/** JSON, so the generator can write it and the app can load it without zod. */
export type DecoderShape =
  | { t: 'string'; min?: number; max?: number; patterns?: [source: string, flags: string][] }
  | { t: 'number'; tests: NumberTest[] }
  | { t: 'boolean' }
  | { t: 'null' }
  | { t: 'undefined' }
  | { t: 'oneOf'; values: unknown[] }
  | { t: 'optional' | 'nullable'; of: DecoderShape }
  | { t: 'default'; of: DecoderShape; value: string | number | boolean | null }
  | { t: 'array'; of: DecoderShape; min?: number; max?: number }
  | { t: 'object'; fields: [string, DecoderShape][] }
  | { t: 'union'; options: DecoderShape[] };

const withinLength =
  ({ min = 0, max = Infinity }: { min?: number; max?: number }) =>
  (length: number) =>
    length >= min && length <= max;

function numberTest([test, bound]: NumberTest): (value: number) => boolean {
  switch (test) {
    case 'int':
      return (value) => Number.isSafeInteger(value);
    case '>':
      return (value) => value > bound;
    case '>=':
      return (value) => value >= bound;
    case '<':
      return (value) => value < bound;
    case '<=':
      return (value) => value <= bound;
  }
}

/**
 * Whether `input`'s own keys are exactly the fields marked in `present` (bit per field), in the
 * fields' order: then zod's output would be a copy of it with the same keys in the same order.
 */
function keysAre(input: object, keys: readonly string[], present: number): boolean {
  let at = 0;
  const skipAbsent = () => {
    while (at < keys.length && !(present & (1 << at))) at += 1;
  };
  for (const key in input) {
    skipAbsent();
    if (at === keys.length || keys[at] !== key) return false;
    at += 1;
  }
  skipAbsent();
  return at === keys.length;
}

function compileObject(shapeFields: [string, DecoderShape][]): FastDecoder {
  const fields = shapeFields.map(([key, shape]) => ({
    key,
    optional: shape.t === 'optional',
    decode: compileShape(shape),
  }));
  const keys = fields.map((field) => field.key);
  // Up to 31 fields fit the bit mask of keysAre; wider objects are always copied.
  const mayReuse = fields.length <= 31;
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return INVALID;
    const input = value as Record<string, unknown>;
    // Why reuse: a 100,000-rule list is 100,000 objects; a decoded copy of each doubled the
    // allocations and the garbage collection between the response and the list on screen. The
    // input is a fresh JSON.parse result nobody else holds, and equal to zod's output when every
    // value decodes to itself and the keys are the schema's, in its order.
    let same = mayReuse;
    let present = 0;
    for (let at = 0; at < fields.length; at += 1) {
      const field = fields[at] as (typeof fields)[number];
      const item = input[field.key];
      // Like zod: an optional key left out stays out (JSON has no other way to be undefined).
      if (item === undefined && field.optional && !(field.key in input)) continue;
      const decoded = field.decode(item);
      if (decoded === INVALID) return INVALID;
      if (decoded !== item || (item === undefined && !(field.key in input))) same = false;
      present |= 1 << at;
    }
    if (same && keysAre(input, keys, present)) return input;
    // Rare (extra keys, another order, defaults filled in): the copy decodes again (decoders are pure).
    const output: Record<string, unknown> = {};
    for (let at = 0; at < fields.length; at += 1) {
      const field = fields[at] as (typeof fields)[number];
      if (!(present & (1 << at)) && mayReuse) continue;
      const item = input[field.key];
      if (!mayReuse && item === undefined && field.optional && !(field.key in input)) continue;
      output[field.key] = field.decode(item);
    }
    return output;
  };
}

function compileArray(shape: DecoderShape & { t: 'array' }): FastDecoder {
  const element = compileShape(shape.of);
  const length = withinLength(shape);
  return (value) => {
    if (!Array.isArray(value) || !length(value.length)) return INVALID;
    // The input itself while every element decodes to itself (see compileObject); a copy from the
    // first element that does not.
    let output: unknown[] | null = null;
    for (let index = 0; index < value.length; index += 1) {
      const item: unknown = value[index];
      const decoded = element(item);
      if (decoded === INVALID) return INVALID;
      if (output) output[index] = decoded;
      else if (decoded !== item || !(index in value)) {
        output = value.slice(0, index);
        output[index] = decoded;
      }
    }
    return output ?? value;
  };
}

/** The decoder of a shape: the value as zod would give it, or INVALID. */
export function compileShape(shape: DecoderShape): FastDecoder {
  switch (shape.t) {
    case 'string': {
      const length = withinLength(shape);
      const patterns = (shape.patterns ?? []).map(([source, flags]) => new RegExp(source, flags));
      if (patterns.length === 0)
        return (value) => (typeof value === 'string' && length(value.length) ? value : INVALID);
      return (value) =>
        typeof value === 'string' && length(value.length) && patterns.every((pattern) => pattern.test(value))
          ? value
          : INVALID;
    }
    case 'number': {
      const tests = shape.tests.map(numberTest);
      return (value) =>
        typeof value === 'number' && Number.isFinite(value) && tests.every((test) => test(value))
          ? value
          : INVALID;
    }
    case 'boolean':
      return (value) => (typeof value === 'boolean' ? value : INVALID);
    case 'null':
      return (value) => (value === null ? null : INVALID);
    case 'undefined':
      return (value) => (value === undefined ? undefined : INVALID);
    case 'oneOf': {
      const { values } = shape;
      return (value) => (values.includes(value) ? value : INVALID);
    }
    case 'optional':
    case 'nullable': {
      const inner = compileShape(shape.of);
      const empty = shape.t === 'optional' ? undefined : null;
      return (value) => (value === empty ? value : inner(value));
    }
    case 'default': {
      const inner = compileShape(shape.of);
      const fallback = shape.value;
      return (value) => {
        if (value === undefined) return fallback;
        const decoded = inner(value);
        return decoded === undefined ? fallback : decoded;
      };
    }
    case 'array':
      return compileArray(shape);
    case 'object':
      return compileObject(shape.fields);
    case 'union': {
      const options = shape.options.map(compileShape);
      // zod returns the first option that accepts the value.
      return (value) => {
        for (const option of options) {
          const decoded = option(value);
          if (decoded !== INVALID) return decoded;
        }
        return INVALID;
      };
    }
  }
}
