import { prettifyError, type ZodType } from 'zod';
import type { DecodeResult } from './decode';

/**
 * zod's verdict and wording for a body the generated shape rejected (or that only zod can judge):
 * loaded with import() by src/api/decode.ts, so zod is not needed before a response is invalid.
 * (A named import: `import('zod')` would keep every export of zod, its locales included, alive.)
 */
export function decodeWithZod(schema: ZodType, label: string, json: unknown): DecodeResult {
  const result = schema.safeParse(json);
  if (result.success) return { success: true, data: result.data };
  return { success: false, message: `${label}: ${prettifyError(result.error)}` };
}
