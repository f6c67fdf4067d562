import type { ZodType } from 'zod';

/**
 * A decoder compiled from a generated zod schema into plain closures.
 *
 * Why: the portal's Content-Security-Policy forbids `eval`, so zod runs without its JIT, and its
 * generic interpreter took most of the time between a 10,000-rule response and the list on screen.
 * The contract's response schemas are plain JSON shapes; for those this gives exactly zod's output
 * (known keys in schema order, unknown keys dropped, absent optional keys left out). Anything it
 * does not model exactly (defaults, transforms, refinements, formats, records…) makes the compiler
 * return null, and a value it rejects goes to zod, so the result and the error message of invalid
 * data stay zod's own (src/api/fast-decode.test.ts checks the equivalence on every decoder).
 */
export const INVALID: unique symbol = Symbol('invalid');
export type FastDecoder = (value: unknown) => unknown;

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: unknown;
  inclusive?: boolean;
  format?: string;
}

interface SchemaDef {
  type: string;
  checks?: readonly { _zod: { def: CheckDef } }[];
  format?: string;
  innerType?: ZodType;
  element?: ZodType;
  shape?: Record<string, ZodType>;
  catchall?: ZodType;
  values?: readonly unknown[];
  entries?: Record<string, unknown>;
  options?: readonly ZodType[];
  pattern?: unknown;
}

const PATTERN_FORMATS = new Set(['date', 'datetime', 'time']);

// zod 4 keeps every schema's definition on `_zod.def`; only the fields read below are typed.
const defOf = (schema: ZodType): SchemaDef => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

type Test = (value: number) => boolean;

/** Length or size bounds (min_length/max_length); null for any other check. */
function lengthTests(checks: readonly { _zod: { def: CheckDef } }[] = []): Test[] | null {
  const tests: Test[] = [];
  for (const { _zod } of checks) {
    const { check, minimum, maximum } = _zod.def;
    if (check === 'min_length' && typeof minimum === 'number') tests.push((length) => length >= minimum);
    else if (check === 'max_length' && typeof maximum === 'number') tests.push((length) => length <= maximum);
    else return null;
  }
  return tests;
}

function numberTests(def: SchemaDef): Test[] | null {
  const tests: Test[] = [];
  const format = (name: string | undefined) => {
    if (name === undefined) return true;
    if (name !== 'safeint') return false;
    tests.push((value) => Number.isSafeInteger(value));
    return true;
  };
  if (!format(def.format)) return null;
  for (const { _zod } of def.checks ?? []) {
    const { check, value, inclusive, format: checkFormat } = _zod.def;
    if (check === 'number_format') {
      if (!format(checkFormat)) return null;
    } else if (check === 'greater_than' && typeof value === 'number') {
      tests.push(inclusive ? (n) => n >= value : (n) => n > value);
    } else if (check === 'less_than' && typeof value === 'number') {
      tests.push(inclusive ? (n) => n <= value : (n) => n < value);
    } else {
      return null;
    }
  }
  return tests;
}

const passes = (tests: Test[], value: number) => tests.every((test) => test(value));

function compileObject(def: SchemaDef): FastDecoder | null {
  if (!def.shape || def.catchall) return null;
  const keys = Object.keys(def.shape);
  const fields: { key: string; optional: boolean; decode: FastDecoder }[] = [];
  for (const key of keys) {
    const schema = def.shape[key]!;
    const decode = compileFastDecoder(schema);
    if (!decode) return null;
    fields.push({ key, optional: defOf(schema).type === 'optional', decode });
  }
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return INVALID;
    const input = value as Record<string, unknown>;
    const output: Record<string, unknown> = {};
    for (const field of fields) {
      const item = input[field.key];
      // Like zod: an optional key left out stays out (JSON has no other way to be undefined).
      if (item === undefined && field.optional && !(field.key in input)) continue;
      const decoded = field.decode(item);
      if (decoded === INVALID) return INVALID;
      output[field.key] = decoded;
    }
    return output;
  };
}

function compileArray(def: SchemaDef): FastDecoder | null {
  const element = def.element && compileFastDecoder(def.element);
  const tests = lengthTests(def.checks);
  if (!element || !tests) return null;
  return (value) => {
    if (!Array.isArray(value) || !passes(tests, value.length)) return INVALID;
    const output: unknown[] = new Array(value.length);
    for (let index = 0; index < value.length; index += 1) {
      const decoded = element(value[index]);
      if (decoded === INVALID) return INVALID;
      output[index] = decoded;
    }
    return output;
  };
}

/** The compiled decoder of a schema, or null when it uses something only zod should judge. */
export function compileFastDecoder(schema: ZodType): FastDecoder | null {
  const def = defOf(schema);
  switch (def.type) {
    case 'string': {
      const tests = lengthTests(def.checks);
      if (!tests) return null;
      if (def.format === undefined) return (value) => (typeof value === 'string' && passes(tests, value.length) ? value : INVALID);
      // zod checks these formats with exactly this pattern and nothing else.
      const pattern = PATTERN_FORMATS.has(def.format) && def.pattern instanceof RegExp ? def.pattern : null;
      if (!pattern || pattern.global || pattern.sticky) return null;
      return (value) => (typeof value === 'string' && passes(tests, value.length) && pattern.test(value) ? value : INVALID);
    }
    case 'number': {
      const tests = numberTests(def);
      if (!tests) return null;
      return (value) => (typeof value === 'number' && Number.isFinite(value) && passes(tests, value) ? value : INVALID);
    }
    case 'boolean':
      return def.checks?.length ? null : (value) => (typeof value === 'boolean' ? value : INVALID);
    case 'null':
      return (value) => (value === null ? null : INVALID);
    case 'void':
    case 'undefined':
      return (value) => (value === undefined ? undefined : INVALID);
    case 'literal': {
      const values = def.values ?? [];
      return (value) => (values.includes(value) ? value : INVALID);
    }
    case 'enum': {
      const values = Object.values(def.entries ?? {});
      // Numeric (TypeScript) enums carry reverse mappings that zod filters out: leave them to zod.
      if (values.some((value) => typeof value !== 'string')) return null;
      return (value) => (values.includes(value) ? value : INVALID);
    }
    case 'optional':
    case 'nullable': {
      const inner = def.innerType && compileFastDecoder(def.innerType);
      if (!inner) return null;
      const empty = def.type === 'optional' ? undefined : null;
      return (value) => (value === empty ? value : inner(value));
    }
    case 'array':
      return compileArray(def);
    case 'object':
      return compileObject(def);
    case 'union': {
      const options = (def.options ?? []).map((option) => compileFastDecoder(option));
      if (options.length === 0 || options.some((option) => option === null)) return null;
      // zod returns the first option that accepts the value.
      return (value) => {
        for (const option of options as FastDecoder[]) {
          const decoded = option(value);
          if (decoded !== INVALID) return decoded;
        }
        return INVALID;
      };
    }
    default:
      return null;
  }
}
