import * as z from 'zod/mini';
import type { PortalServerError } from '@/api/generated/model';
import { loadResponseDecoder } from '@/api/generated/decoder-loaders';

// The CSP forbids eval: zod's documented switch keeps it from trying to compile its parsers.
z.config({ jitless: true });

export type DecodeResult = { success: true; data: unknown } | { success: false; message: string };

/** `METHOD /path` of a call: the key of its operation's decoder. */
export function operationKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${new URL(url, 'http://x').pathname}`;
}

/**
 * A success body's text, parsed and decoded with the zod schema Orval generated for the operation
 * (`METHOD /path`); an operation without a JSON body passes as parsed. Each domain's schemas load on
 * first use (src/api/generated/decoder-loaders.ts), so the entry carries none of them.
 */
export async function decodeText(text: string, operation: string): Promise<DecodeResult> {
  const schema = loadResponseDecoder(operation);
  schema.catch(() => undefined); // awaited below, after the parse
  let json: unknown = undefined;
  if (text.trim() !== '') {
    try {
      json = JSON.parse(text);
    } catch (error) {
      return { success: false, message: error instanceof Error ? error.message : String(error) };
    }
  }
  const decoder = await schema;
  if (!decoder) return { success: true, data: json };
  const result = decoder.safeParse(json);
  if (result.success) return { success: true, data: result.data };
  return { success: false, message: `${operation}: ${z.prettifyError(result.error)}` };
}

// The contract's PortalServerError; Orval's zod output has no component schemas to take it from.
const serverError = z.object({
  UserMessage: z.string(),
  Timestamp: z.string(),
  DebugDetails: z.optional(z.nullable(z.string())),
});

/** The parsed error body, or null when the server sent something unreadable (spec §8 fallback). */
export function decodeServerError(text: string): PortalServerError | null {
  try {
    const parsed = serverError.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
