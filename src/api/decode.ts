import { z, type ZodType } from 'zod';
import type { PortalServerError } from '@/api/generated/model';
import { responseDecoderLoaders } from '@/api/generated/decoder-loaders';
import { compileFastDecoder, INVALID, type FastDecoder } from './fast-decode';

export type DecodeResult = { success: true; data: unknown } | { success: false; message: string };
export type ResponseDecoder = (json: unknown) => DecodeResult;

const passThrough: ResponseDecoder = (json) => ({ success: true, data: json });
const compiled = new WeakMap<ZodType, FastDecoder | null>();

function decodeWith(schema: ZodType, label: string, json: unknown): DecodeResult {
  let fast = compiled.get(schema);
  if (fast === undefined) {
    fast = compileFastDecoder(schema);
    compiled.set(schema, fast);
  }
  if (fast) {
    const data = fast(json);
    if (data !== INVALID) return { success: true, data };
  }
  // zod judges whatever the fast path does not accept, so invalid data keeps zod's message.
  const result = schema.safeParse(json);
  if (result.success) return { success: true, data: result.data };
  return { success: false, message: `${label}: ${z.prettifyError(result.error)}` };
}

/**
 * The decoder of an operation's success body (the zod schema generated for it). Its domain's
 * schemas load on first use; call this when the request starts, so they load alongside it.
 */
export async function responseDecoder(method: string, url: string): Promise<ResponseDecoder> {
  const path = new URL(url, 'http://x').pathname;
  const load = responseDecoderLoaders[`${method} ${path}`];
  if (!load) return passThrough;
  const schema = await load();
  return (json) => decodeWith(schema, `${method} ${path}`, json);
}

/** Decodes a success body with the zod schema generated for its operation. */
export async function decodeResponse(method: string, url: string, json: unknown): Promise<DecodeResult> {
  return (await responseDecoder(method, url))(json);
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
