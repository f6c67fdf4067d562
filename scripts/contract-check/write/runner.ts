// The round trip every settings call of spec §7 must survive, run against one scope:
// create → read back → update with the Old/New pair → read back → a stale update answers 409 →
// it changed nothing → delete → read back gone. Each step is one report line; the first failing
// step ends the round trip (later steps would only repeat it) and what was created is removed.
import type { ZodType } from 'zod';
import { responseDecoders } from '../../../src/api/generated/decoders';
import { firstDifference, fieldPath } from '../diff';
import {
  call,
  callName,
  portalServerError,
  serverUserMessage,
  statusLine,
  type ApiRequest,
  type Connection,
} from '../http';
import type { Scope } from '../operations';
import type { CheckResult } from '../results';

export interface RoundTripOptions {
  connection: Connection;
  scope: Scope;
  decoders?: Record<string, ZodType>;
}

/** What a read-back found: the call made and the stored version of the item (undefined: not stored). */
export interface ReadBack {
  request: ApiRequest;
  stored: unknown;
}

/** One settings domain: how to create, read, update and delete a test item of it. */
export interface RoundTrip<T> {
  domain: string;
  /** Finds what the round trip needs on the server (products, attributes) and makes the items. */
  prepare(ctx: RoundTripContext): Promise<{ created: T; updated: T; key: (item: T) => string }>;
  create(ctx: RoundTripContext, item: T): Promise<ApiRequest>;
  update(ctx: RoundTripContext, old: T, next: T): Promise<ApiRequest>;
  /**
   * The stale update, sent after the update: `old` is no longer what is stored. Null when the
   * contract has no compare-and-swap for the call.
   */
  staleUpdate: ((ctx: RoundTripContext, old: T, next: T) => Promise<ApiRequest>) | null;
  delete(ctx: RoundTripContext, item: T): Promise<ApiRequest>;
  /** Reads the item back (matched by its key) with ctx.read. */
  read(ctx: RoundTripContext, item: T, step: string): Promise<ReadBack>;
}

class StepFailed extends Error {}

export class RoundTripContext {
  readonly results: CheckResult[] = [];
  /** Status and time of the last call, for the read-back lines. */
  private last: { status?: number; timings: number[] } = { timings: [] };
  constructor(
    readonly domain: string,
    readonly options: RoundTripOptions,
  ) {}

  get scope(): Scope {
    return { ...this.options.scope };
  }

  /** The scope as query parameters, added to every settings call. */
  scoped(query: ApiRequest['query'] = {}): ApiRequest['query'] {
    return { ...this.scope, ...query };
  }

  private label(step: string, request: Pick<ApiRequest, 'method' | 'path'>) {
    return `${this.domain} · ${step} · ${callName(request)}`;
  }

  fail(result: CheckResult): never {
    this.results.push(result);
    throw new StepFailed(result.operation);
  }

  /**
   * Makes the call, expects `status` (200 by default) and a body of the contract's shape: the
   * operation's response for a success, a PortalServerError for an error status. Returns the body.
   */
  async expect(step: string, request: ApiRequest, status = 200, record = true): Promise<unknown> {
    const operation = this.label(step, request);
    const answer = await call(this.options.connection, request);
    const measured = { operation, status: answer.status || undefined, timings: [answer.ms] };
    this.last = { status: measured.status, timings: measured.timings };
    if (answer.status === 0)
      this.fail({ ...measured, outcome: 'error', message: `network: ${answer.networkError}` });
    if (answer.status !== status) {
      const said = serverUserMessage(answer.text);
      this.fail({
        ...measured,
        outcome: 'mismatch',
        field: '(status)',
        message: `expected ${status}, got ${statusLine(answer)}${said ? `: ${said}` : ''}`,
      });
    }
    const decoder =
      status >= 400 ? portalServerError : (this.options.decoders ?? responseDecoders)[callName(request)];
    let body: unknown = undefined;
    if (decoder) {
      try {
        body = JSON.parse(answer.text);
      } catch (error) {
        this.fail({
          ...measured,
          outcome: 'mismatch',
          field: '(body)',
          message: `not JSON: ${(error as Error).message}`,
        });
      }
      const decoded = decoder.safeParse(body);
      if (!decoded.success) {
        const issue = decoded.error.issues[0];
        this.fail({
          ...measured,
          outcome: 'mismatch',
          field: fieldPath(issue?.path ?? []),
          message: issue?.message ?? 'invalid',
        });
      }
    }
    const reload = reloadStatusOf(body);
    if (reload.present && !reloadStatuses.has(reload.value)) {
      this.fail({
        ...measured,
        outcome: 'mismatch',
        field: reload.field,
        message: `expected a ReloadStatus 1–4, got ${JSON.stringify(reload.value)}`,
      });
    }
    if (record) {
      const note = reload.present
        ? `ReloadStatus ${String(reload.value)} (${reloadStatuses.get(reload.value)})`
        : undefined;
      this.results.push({ ...measured, outcome: 'ok', ...(note ? { note } : {}) });
    }
    return body;
  }

  /** Makes a read-back call (its line is written by `same` or `gone`) and returns the body. */
  async read(step: string, request: ApiRequest): Promise<unknown> {
    return this.expect(step, request, 200, false);
  }

  /** Records a read-back step: the stored item must hold every field sent. */
  same(step: string, key: string, read: ReadBack, expected: unknown) {
    const measured = { operation: this.label(step, read.request), ...this.last };
    if (read.stored === undefined)
      this.fail({ ...measured, outcome: 'mismatch', field: key, message: 'not stored' });
    const difference = firstDifference(read.stored, expected);
    if (difference) {
      this.fail({
        ...measured,
        outcome: 'mismatch',
        field: `${key}${difference.path}`,
        message: difference.message,
      });
    }
    this.results.push({ ...measured, outcome: 'ok' });
  }

  gone(step: string, key: string, read: ReadBack) {
    const measured = { operation: this.label(step, read.request), ...this.last };
    if (read.stored !== undefined) {
      this.fail({
        ...measured,
        outcome: 'mismatch',
        field: key,
        message: 'still stored after the delete answered success',
      });
    }
    this.results.push({ ...measured, outcome: 'ok' });
  }

  skip(step: string, request: Pick<ApiRequest, 'method' | 'path'>, message: string) {
    this.results.push({ operation: this.label(step, request), outcome: 'skip', message });
  }
}

const reloadStatuses = new Map<unknown, string>([
  [1, 'NoOnlineEngines'],
  [2, 'AllSucceeded'],
  [3, 'SomeMayHaveFailed'],
  [4, 'Error'],
]);

/** The ReloadStatus of a settings answer: the whole body, or its ReloadStatus field. */
function reloadStatusOf(body: unknown): { present: boolean; value?: unknown; field: string } {
  if (typeof body === 'number') return { present: true, value: body, field: '(body)' };
  if (typeof body === 'object' && body !== null && 'ReloadStatus' in body) {
    return { present: true, value: (body as { ReloadStatus: unknown }).ReloadStatus, field: 'ReloadStatus' };
  }
  return { present: false, field: '' };
}

/** Runs one domain's round trip; returns its lines (the failing step last). */
export async function runRoundTrip<T>(trip: RoundTrip<T>, options: RoundTripOptions): Promise<CheckResult[]> {
  const ctx = new RoundTripContext(trip.domain, options);
  let stored: T | undefined;
  try {
    const { created, updated, key } = await trip.prepare(ctx);
    const readBack = async (step: string, item: T) =>
      ctx.same(step, key(item), await trip.read(ctx, item, step), item);

    await ctx.expect('create', await trip.create(ctx, created));
    stored = created;
    await readBack('read back', created);

    await ctx.expect('update', await trip.update(ctx, created, updated));
    stored = updated;
    await readBack('read back update', updated);

    if (trip.staleUpdate) {
      await ctx.expect('stale update', await trip.staleUpdate(ctx, created, updated), 409);
      await readBack('stale update changed nothing', updated);
    } else {
      ctx.skip(
        'stale update',
        await trip.update(ctx, created, updated),
        'the contract has no compare-and-swap for this call',
      );
    }

    await ctx.expect('delete', await trip.delete(ctx, updated));
    stored = undefined;
    const step = 'read back delete';
    ctx.gone(step, key(updated), await trip.read(ctx, updated, step));
  } catch (error) {
    if (!(error instanceof StepFailed)) throw error;
    if (stored !== undefined) await removeQuietly(trip, ctx, stored);
  }
  return ctx.results;
}

/** Best effort: a failed round trip should not leave its test item behind on the server. */
async function removeQuietly<T>(trip: RoundTrip<T>, ctx: RoundTripContext, item: T): Promise<void> {
  try {
    await call(ctx.options.connection, await trip.delete(ctx, item));
  } catch {
    // the report already names the failure; leftovers carry the conformance- prefix
  }
}
