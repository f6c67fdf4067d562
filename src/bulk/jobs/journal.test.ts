import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { BulkTarget, RowChange } from '@/bulk/engine';
import { loadOutcomes, removeJob, unfinishedJobs } from './journal';
import { startJob } from './runner';
import { getJob } from './store';
import type { JobDefinition } from './types';

/** A server of plain strings: key → value. */
function server(initial: Record<string, string> = {}) {
  const rules = new Map(Object.entries(initial));
  const writes: string[] = [];
  let hangAfter = Number.POSITIVE_INFINITY;
  const target: BulkTarget<string> = {
    write: (change: RowChange<string>) => {
      writes.push(change.key);
      // A write past the limit reaches the server, but its answer never comes (the tab is gone).
      if (writes.length > hangAfter) {
        if (change.after !== null) rules.set(change.key, change.after);
        return new Promise(() => undefined);
      }
      if (rules.has(change.key))
        return Promise.reject(Object.assign(new Error('exists'), { conflict: true }));
      if (change.after !== null) rules.set(change.key, change.after);
      return Promise.resolve('ok');
    },
    snapshot: () => Promise.resolve(new Map(rules)),
    same: (a, b) => a === b,
    classify: (error) =>
      (error as { conflict?: boolean }).conflict
        ? { kind: 'conflict' }
        : { kind: 'uncertain', reason: String(error) },
  };
  return { rules, writes, target, hangAfter: (n: number) => (hangAfter = n) };
}

let jobs = 0;
function definition(user: string, count: number, scope = 'acme-de'): JobDefinition<string> {
  jobs += 1;
  return {
    id: `job-${jobs}`,
    user,
    kind: 'import',
    ruleKind: 'synonym',
    target: { customerId: 'acme', storefrontId: scope, languageCode: 'de' },
    title: `Import ${jobs}`,
    createdAt: Date.now(),
    rows: Array.from({ length: count }, (_, i) => ({
      key: `k${i}`,
      before: null,
      after: `v${i}`,
      position: i + 2,
      label: `k${i}`,
    })),
  };
}

const sequential = { initialConcurrency: 1, maxConcurrency: 1 };

describe('the jobs journal (IndexedDB)', () => {
  it('keeps an interrupted job for its user and resumes it from the first unfinished row, writing nothing twice', async () => {
    const api = server();
    api.hangAfter(12);
    const def = definition('mia@demo.test', 20, 'acme-at');
    await startJob(def, api.target, { engine: sequential });
    // Row 13 was sent and applied, but the tab is closed (or the user signed out) before its answer.
    await vi.waitFor(async () => expect(await loadOutcomes(def.id)).toHaveLength(12), { timeout: 5000 });

    const offered = await unfinishedJobs('mia@demo.test');
    expect(offered.map((job) => job.id)).toContain(def.id);
    expect(offered.find((job) => job.id === def.id)?.target.storefrontId).toBe('acme-at');
    expect((await unfinishedJobs('other@demo.test')).map((job) => job.id)).not.toContain(def.id);

    // After the reload: resume with what the journal holds.
    const previous = await loadOutcomes(def.id);
    const resumed = server(Object.fromEntries(api.rules));
    await startJob(def, resumed.target, { previous, engine: sequential });
    await vi.waitFor(() => expect(getJob(def.id)?.state).toBe('finished'), { timeout: 5000 });

    // Rows 1-12 are not sent again; row 13 (applied before the interruption) is read back, not re-sent.
    expect(resumed.writes).toEqual(Array.from({ length: 7 }, (_, i) => `k${i + 13}`));
    expect(getJob(def.id)?.counts).toMatchObject({ applied: 20, conflict: 0, failed: 0, 'not-attempted': 0 });
    expect([...resumed.rules.keys()]).toHaveLength(20);
    // A finished job leaves the journal.
    await vi.waitFor(async () =>
      expect((await unfinishedJobs('mia@demo.test')).map((job) => job.id)).not.toContain(def.id),
    );
  });

  it('discards an interrupted job with its outcomes', async () => {
    const api = server();
    api.hangAfter(3);
    const def = definition('mia@demo.test', 10);
    await startJob(def, api.target, { engine: sequential });
    await vi.waitFor(async () => expect(await loadOutcomes(def.id)).toHaveLength(3), { timeout: 5000 });

    await removeJob(def.id);

    expect((await unfinishedJobs('mia@demo.test')).map((job) => job.id)).not.toContain(def.id);
    expect(await loadOutcomes(def.id)).toEqual([]);
  });

  it('journals the outcomes of several batches of one job without losing any', async () => {
    const api = server();
    api.hangAfter(60);
    const def = definition('lea@demo.test', 80);
    await startJob(def, api.target, { engine: { initialConcurrency: 8, maxConcurrency: 8 } });
    await vi.waitFor(async () => expect(await loadOutcomes(def.id)).toHaveLength(60), { timeout: 5000 });
    const indices = (await loadOutcomes(def.id)).map((outcome) => outcome.index).sort((a, b) => a - b);
    expect(new Set(indices).size).toBe(60);
    expect((await unfinishedJobs('lea@demo.test')).map((job) => job.id)).toEqual([def.id]);
  });
});
