import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { z, type ZodType } from 'zod';
import { responseDecoders } from '@/api/generated/decoders';
import { decodeResponse } from './decode';
import { responseShapeLoaders } from '@/api/generated/decoder-loaders';
import { compileFastDecoder, describeSchema } from './decoder-shape';
import { INVALID } from './fast-decode';

interface Def {
  type: string;
  pattern?: RegExp;
  checks?: {
    _zod: { def: { check: string; minimum?: number; maximum?: number; value?: number; inclusive?: boolean } };
  }[];
  format?: string;
  innerType?: ZodType;
  element?: ZodType;
  shape?: Record<string, ZodType>;
  values?: unknown[];
  entries?: Record<string, unknown>;
  options?: ZodType[];
}
const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Values shaped like the schema, with arbitrary JSON (and missing keys) mixed in at every level. */
function valuesFor(schema: ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const bound = (check: string) => def.checks?.find((c) => c._zod.def.check === check)?._zod.def;
  let valid: fc.Arbitrary<unknown>;
  switch (def.type) {
    case 'string':
      if (def.format === 'date' || def.format === 'datetime') {
        const days = fc
          .date({ min: new Date('1999-12-25'), max: new Date('2030-03-01'), noInvalidDate: true })
          .map((date) => date.toISOString());
        valid =
          def.format === 'date'
            ? fc.oneof(
                days.map((iso) => iso.slice(0, 10)),
                fc.constantFrom('2024-02-29', '2023-02-29', '2024-13-01'),
              )
            : fc.oneof(
                days,
                days.map((iso) => iso.replace('Z', '+02:00')),
                fc.constant('2024-01-01 10:00'),
              );
        break;
      }
      if (def.checks?.some((c) => c._zod.def.check === 'string_format')) {
        // Strings the pattern accepts, and near misses.
        const regex = (
          def.checks.find((c) => c._zod.def.check === 'string_format')!._zod.def as unknown as {
            pattern: RegExp;
          }
        ).pattern;
        valid = fc.oneof(
          fc.stringMatching(regex),
          fc.stringMatching(regex).map((text) => text.toLowerCase()),
          fc.string({ maxLength: 4 }),
        );
        break;
      }
      valid = fc.string({
        minLength: bound('min_length')?.minimum ?? 0,
        maxLength: Math.min(bound('max_length')?.maximum ?? 8, 8),
      });
      break;
    case 'number': {
      const min = bound('greater_than')?.value;
      valid =
        def.format === 'safeint'
          ? fc.integer({ min: min ?? -1000, max: 1000 })
          : fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer());
      break;
    }
    case 'boolean':
      valid = fc.boolean();
      break;
    case 'literal':
      valid = fc.constantFrom(...(def.values ?? [null]));
      break;
    case 'enum':
      valid = fc.constantFrom(...Object.values(def.entries ?? {}));
      break;
    case 'optional':
      valid = fc.option(valuesFor(def.innerType!), { nil: undefined });
      break;
    case 'nullable':
      valid = fc.option(valuesFor(def.innerType!), { nil: null });
      break;
    case 'default':
      valid = fc.option(valuesFor(def.innerType!), { nil: undefined });
      break;
    case 'array':
      valid = fc.array(valuesFor(def.element!), {
        minLength: bound('min_length')?.minimum ?? 0,
        maxLength: 4,
      });
      break;
    case 'object': {
      const shape = Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, value]) => [key, valuesFor(value)]),
      );
      const required = Object.keys(shape).filter((key) => defOf(def.shape![key]!).type !== 'optional');
      // Mostly complete records; sometimes any key may be missing.
      const known = fc.oneof(
        { weight: 4, arbitrary: fc.record(shape, { requiredKeys: required }) },
        { weight: 1, arbitrary: fc.record(shape, { requiredKeys: [] }) },
      );
      // Extra keys (dropped by zod) and keys in another order than the schema's.
      valid = fc
        .tuple(
          known,
          fc.dictionary(fc.string({ maxLength: 4 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }),
          fc.boolean(),
        )
        .map(([record, extra, reverse]) => {
          const entries = Object.entries({ ...extra, ...(record as object) });
          return Object.fromEntries(reverse ? entries.reverse() : entries);
        });
      break;
    }
    case 'union':
      valid = fc.oneof(...(def.options ?? []).map(valuesFor));
      break;
    default:
      valid = fc.jsonValue({ maxDepth: 2 });
  }
  return fc.oneof(
    { weight: 12, arbitrary: valid },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** Key order, absent keys and undefined values all count. */
function canonical(value: unknown): unknown {
  if (value === undefined) return '<undefined>';
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.entries(value).map(([key, item]) => [key, canonical(item)]);
  return value;
}

describe('fast decoders give exactly zod’s result', () => {
  const operations = Object.entries(responseDecoders);

  test('the large lists and the daily KPIs take the fast path', () => {
    for (const operation of [
      'GET /EngineSettings/SynonymsForScope',
      'GET /EngineSettings/Redirect',
      'GET /Kpi/KpisPerDay',
    ]) {
      const schema = responseDecoders[operation];
      expect(schema, operation).toBeDefined();
      expect(compileFastDecoder(schema!), operation).not.toBeNull();
    }
  });

  test.each(operations)('%s', (_operation, schema) => {
    const fast = compileFastDecoder(schema);
    if (!fast) return; // zod decodes this one itself
    fc.assert(
      fc.property(valuesFor(schema), (value) => {
        const decoded = fast(value);
        const reference = schema.safeParse(value);
        expect(decoded === INVALID).toBe(!reference.success);
        if (reference.success) expect(canonical(decoded)).toEqual(canonical(reference.data));
      }),
      { numRuns: 150 },
    );
  });

  test('unknown keys are dropped, schema order kept, absent optional keys left out', () => {
    const schema = z.object({
      b: z.string().optional(),
      a: z.array(z.int().min(0)).min(1),
      c: z.enum(['x', 'y']).nullable(),
    });
    const fast = compileFastDecoder(schema)!;
    const decoded = fast({ c: null, extra: 1, a: [0, 2] });
    expect(canonical(decoded)).toEqual(canonical({ a: [0, 2], c: null }));
    expect(fast({ a: [], c: 'x' })).toBe(INVALID);
    expect(fast({ a: [1.5], c: 'x' })).toBe(INVALID);
    expect(fast({ a: [-1], c: 'x' })).toBe(INVALID);
    expect(fast({ a: [1], c: 'z' })).toBe(INVALID);
  });

  test('every generated shape is the description of its zod decoder (npm run generate is current)', async () => {
    for (const [operation, schema] of operations) {
      expect(await responseShapeLoaders[operation]!(), operation).toEqual(describeSchema(schema));
    }
  });

  test('the responses of every first screen take the fast path (no zod before the first paint)', () => {
    for (const operation of [
      'GET /ScopeInfo/ScopeInfos',
      'GET /Kpi/GetMainKpis',
      'GET /Kpi/GetInteractionTypeForUser',
      'GET /Experience/Rules',
    ]) {
      expect(describeSchema(responseDecoders[operation]!), operation).not.toBeNull();
    }
  });

  test('a body already in zod’s form is kept as parsed (no copy of a 100,000-row list), any other is copied', () => {
    const schema = z.array(
      z.object({ Query: z.string(), Synonyms: z.array(z.string()), Note: z.string().optional() }),
    );
    const fast = compileFastDecoder(schema)!;
    const body = [
      { Query: 'a', Synonyms: ['b'] },
      { Query: 'c', Synonyms: [], Note: 'n' },
    ];
    expect(fast(body)).toBe(body);
    const reordered = [
      { Query: 'a', Synonyms: ['b'] },
      { Synonyms: ['d'], Query: 'c' },
    ];
    const decoded = fast(reordered) as unknown[];
    expect(decoded).not.toBe(reordered);
    expect(decoded[0]).toBe(reordered[0]);
    expect(canonical(decoded[1])).toEqual(canonical({ Query: 'c', Synonyms: ['d'] }));
    expect(canonical(fast([{ Query: 'a', Synonyms: [], extra: 1 }]))).toEqual(
      canonical([{ Query: 'a', Synonyms: [] }]),
    );
  });

  test('defaults, numeric enums and patterns as zod has them', () => {
    enum Status {
      Done = 1,
      Failed = 2,
    }
    const schema = z.object({
      w: z.number().default(1),
      s: z.enum(Status),
      c: z
        .string()
        .regex(/^[A-Z]{3}$/)
        .optional(),
    });
    const fast = compileFastDecoder(schema)!;
    expect(canonical(fast({ s: 2 }))).toEqual(canonical(schema.parse({ s: 2 })));
    expect(canonical(fast({ s: 1, w: 5, c: 'EUR' }))).toEqual(canonical({ w: 5, s: 1, c: 'EUR' }));
    expect(fast({ s: 'Done' })).toBe(INVALID);
    expect(fast({ s: 1, c: 'eur' })).toBe(INVALID);
  });

  test('schemas that change data or need zod’s own checks are left to zod', () => {
    expect(compileFastDecoder(z.object({ a: z.array(z.string()).default([]) }))).toBeNull();
    expect(compileFastDecoder(z.string().email())).toBeNull();
    expect(compileFastDecoder(z.string().transform((value) => value.length))).toBeNull();
    expect(compileFastDecoder(z.number().refine((value) => value > 1))).toBeNull();
    expect(compileFastDecoder(z.looseObject({ a: z.string() }))).toBeNull();
  });

  test('invalid data still fails with zod’s message', async () => {
    const result = await decodeResponse('GET', '/EngineSettings/SynonymsForScope?customerId=a', [
      { Query: 1, Synonyms: [] },
    ]);
    expect(result.success).toBe(false);
    expect(result.success ? '' : result.message).toMatch(/^GET \/EngineSettings\/SynonymsForScope: /);
    expect(result.success ? '' : result.message).toContain('Query');
  });
});
