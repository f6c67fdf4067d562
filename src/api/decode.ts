import type { ZodType } from 'zod';
import type { PortalServerError } from '@/api/generated/model';
import { responseDecoderLoaders, responseShapeLoaders } from '@/api/generated/decoder-loaders';
import { compileShape, INVALID, type DecoderShape, type FastDecoder } from './fast-decode';

export type DecodeResult = { success: true; data: unknown } | { success: false; message: string };
/** Synchronous for a valid body; a rejected one waits for zod to word the error (spec §8). */
export type ResponseDecoder = (json: unknown) => DecodeResult | Promise<DecodeResult>;

const passThrough: ResponseDecoder = (json) => ({ success: true, data: json });
const compiled = new Map<DecoderShape, FastDecoder>();

function fastDecoder(shape: DecoderShape): FastDecoder {
  let fast = compiled.get(shape);
  if (!fast) {
    fast = compileShape(shape);
    compiled.set(shape, fast);
  }
  return fast;
}

/** zod judges whatever the shape does not accept, so invalid data keeps zod's message. */
async function decodeWithZod(schema: Promise<ZodType>, label: string, json: unknown): Promise<DecodeResult> {
  const [zodSchema, zod] = await Promise.all([schema, import('./zod-decode')]);
  return zod.decodeWithZod(zodSchema, label, json);
}

/**
 * The decoder of an operation's success body: its generated shape (src/api/generated/shapes/),
 * loaded per domain on first use; zod and the operation's zod schema load only when the shape
 * rejects the body, or for the few schemas only zod can judge (their load then starts here).
 * Call this when the request starts, so the shapes load alongside it.
 */
export async function responseDecoder(method: string, url: string): Promise<ResponseDecoder> {
  const key = operationKey(method, url);
  const loadShape = responseShapeLoaders[key];
  const loadSchema = responseDecoderLoaders[key];
  if (!loadShape || !loadSchema) return passThrough;
  const shape = await loadShape();
  if (!shape) {
    const schema = loadSchema();
    schema.catch(() => undefined); // awaited when a body arrives
    return (json) => decodeWithZod(schema, key, json);
  }
  const fast = fastDecoder(shape);
  return (json) => {
    const data = fast(json);
    return data === INVALID ? decodeWithZod(loadSchema(), key, json) : { success: true, data };
  };
}

/** `METHOD /path` of a call: the key of its operation's decoders. */
export function operationKey(method: string, url: string): string {
  return `${method} ${new URL(url, 'http://x').pathname}`;
}

/** Decodes a success body with the decoder generated for its operation. */
export async function decodeResponse(method: string, url: string, json: unknown): Promise<DecodeResult> {
  return (await responseDecoder(method, url))(json);
}

// Mirrors the contract's PortalServerError; Orval's zod output has no component schemas.
const readServerError = compileShape({
  t: 'object',
  fields: [
    ['UserMessage', { t: 'string' }],
    ['Timestamp', { t: 'string' }],
    ['DebugDetails', { t: 'optional', of: { t: 'nullable', of: { t: 'string' } } }],
  ],
});

/** The parsed error body, or null when the server sent something unreadable (spec §8 fallback). */
export function decodeServerError(text: string): PortalServerError | null {
  try {
    const parsed = readServerError(JSON.parse(text));
    return parsed === INVALID ? null : (parsed as PortalServerError);
  } catch {
    return null;
  }
}
