import type { ZodType } from 'zod';
import { compileShape, type DecoderShape, type FastDecoder, type NumberTest } from './fast-decode';

/**
 * Describes a generated zod schema as a DecoderShape (src/api/fast-decode.ts), or null when it uses
 * something only zod should judge (defaults, transforms, refinements, formats other than the date
 * patterns, records, catch-alls…). Runs at generate time (scripts/decoder-shapes.ts writes the
 * shapes of every response into src/api/generated/shapes/), so the app decodes without zod, and in
 * the tests (src/api/fast-decode.test.ts checks the equivalence with zod on every decoder).
 */

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

type StringChecks = { min?: number; max?: number; patterns?: [string, string][] };

/** A pattern zod tests with `pattern.test(value)` and nothing else (lastIndex reset): not global or sticky. */
const plainPattern = (pattern: unknown): pattern is RegExp =>
  pattern instanceof RegExp && !pattern.global && !pattern.sticky;

/**
 * Length bounds (min_length/max_length) and, for strings, regex checks; null for any other check.
 * (The checks are ANDed, as zod runs them all.)
 */
function lengthBounds(
  checks: readonly { _zod: { def: CheckDef & { pattern?: unknown } } }[] = [],
  allowPatterns = false,
): StringChecks | null {
  const bounds: StringChecks = {};
  for (const { _zod } of checks) {
    const { check, minimum, maximum, format, pattern } = _zod.def;
    if (check === 'min_length' && typeof minimum === 'number')
      bounds.min = Math.max(bounds.min ?? minimum, minimum);
    else if (check === 'max_length' && typeof maximum === 'number')
      bounds.max = Math.min(bounds.max ?? maximum, maximum);
    else if (allowPatterns && check === 'string_format' && format === 'regex' && plainPattern(pattern))
      bounds.patterns = [...(bounds.patterns ?? []), [pattern.source, pattern.flags]];
    else return null;
  }
  return bounds;
}

/** zod's own reading of an enum's entries (util.getEnumValues): TypeScript's reverse mappings left out. */
function enumValues(entries: Record<string, unknown>): unknown[] {
  const numeric = Object.values(entries).filter((value) => typeof value === 'number');
  return Object.entries(entries)
    .filter(([key]) => !numeric.includes(+key))
    .map(([, value]) => value);
}

function numberTests(def: SchemaDef): NumberTest[] | null {
  const tests: NumberTest[] = [];
  const format = (name: string | undefined) => {
    if (name === undefined) return true;
    if (name !== 'safeint') return false;
    tests.push(['int']);
    return true;
  };
  if (!format(def.format)) return null;
  for (const { _zod } of def.checks ?? []) {
    const { check, value, inclusive, format: checkFormat } = _zod.def;
    if (check === 'number_format') {
      if (!format(checkFormat)) return null;
    } else if (check === 'greater_than' && typeof value === 'number') {
      tests.push([inclusive ? '>=' : '>', value]);
    } else if (check === 'less_than' && typeof value === 'number') {
      tests.push([inclusive ? '<=' : '<', value]);
    } else {
      return null;
    }
  }
  return tests;
}

/** The shape of a schema, or null when only zod should judge it. */
export function describeSchema(schema: ZodType): DecoderShape | null {
  const def = defOf(schema);
  switch (def.type) {
    case 'string': {
      const bounds = lengthBounds(def.checks, true);
      if (!bounds) return null;
      if (def.format === undefined) return { t: 'string', ...bounds };
      // zod checks these formats with exactly this pattern and nothing else.
      if (!PATTERN_FORMATS.has(def.format) || !plainPattern(def.pattern)) return null;
      return {
        t: 'string',
        ...bounds,
        patterns: [[def.pattern.source, def.pattern.flags], ...(bounds.patterns ?? [])],
      };
    }
    case 'number': {
      const tests = numberTests(def);
      return tests && { t: 'number', tests };
    }
    case 'boolean':
      return def.checks?.length ? null : { t: 'boolean' };
    case 'null':
      return { t: 'null' };
    case 'void':
    case 'undefined':
      return { t: 'undefined' };
    case 'literal':
      return { t: 'oneOf', values: [...(def.values ?? [])] };
    case 'enum':
      return { t: 'oneOf', values: enumValues(def.entries ?? {}) };
    case 'default': {
      // zod puts the default in for an absent value (without checking it); primitives only, as
      // zod hands out a copy of anything else.
      const value = (def as { defaultValue?: unknown }).defaultValue;
      const of = def.innerType && describeSchema(def.innerType);
      const primitive = value === null || ['string', 'number', 'boolean'].includes(typeof value);
      return of && primitive ? { t: 'default', of, value: value as string | number | boolean | null } : null;
    }
    case 'optional':
    case 'nullable': {
      const of = def.innerType && describeSchema(def.innerType);
      return of ? { t: def.type, of } : null;
    }
    case 'array': {
      const of = def.element && describeSchema(def.element);
      const bounds = lengthBounds(def.checks);
      return of && bounds ? { t: 'array', of, ...bounds } : null;
    }
    case 'object': {
      if (!def.shape || def.catchall) return null;
      const fields: [string, DecoderShape][] = [];
      for (const [key, field] of Object.entries(def.shape)) {
        const shape = describeSchema(field);
        if (!shape) return null;
        fields.push([key, shape]);
      }
      return { t: 'object', fields };
    }
    case 'union': {
      const options = (def.options ?? []).map((option) => describeSchema(option));
      if (options.length === 0 || options.some((option) => option === null)) return null;
      return { t: 'union', options: options as DecoderShape[] };
    }
    default:
      return null;
  }
}

/** The fast decoder of a zod schema (describe, then compile), or null when only zod should judge it. */
export function compileFastDecoder(schema: ZodType): FastDecoder | null {
  const shape = describeSchema(schema);
  return shape && compileShape(shape);
}
