import { z } from 'zod';
import type { PortalServerError } from '@/api/generated/model';
import { responseDecoders } from '@/api/generated/decoders';

export type DecodeResult = { success: true; data: unknown } | { success: false; message: string };

/** Decodes a success body with the zod schema generated for its operation. */
export function decodeResponse(method: string, url: string, json: unknown): DecodeResult {
  const path = new URL(url, 'http://x').pathname;
  const schema = responseDecoders[`${method} ${path}`];
  if (!schema) return { success: true, data: json };
  const result = schema.safeParse(json);
  if (result.success) return { success: true, data: result.data };
  return { success: false, message: `${method} ${path}: ${z.prettifyError(result.error)}` };
}

// Mirrors the contract's PortalServerError; Orval's zod output has no component schemas.
const portalServerError = z.object({
  UserMessage: z.string(),
  Timestamp: z.string(),
  DebugDetails: z.string().nullish(),
});

/** The parsed error body, or null when the server sent something unreadable (spec §8 fallback). */
export function decodeServerError(text: string): PortalServerError | null {
  try {
    const parsed = portalServerError.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
