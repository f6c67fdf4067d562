import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAuthBridge } from '@/api/auth-bridge';
import { getRedirects, storeRedirect } from '@/api/generated/endpoints/redirects/redirects';
import type { RedirectEntry } from '@/api/generated/model';
import { getJob } from '@/bulk/jobs/store';
import { activateLocale } from '@/i18n/i18n';
import { mockAccessToken } from '@mocks/auth';
import { setActiveScenarios } from '@mocks/scenarios/state';
import { demoScope, signInForTests } from '../../../tests/auth';
import { redirectCodec } from './codecs/redirect';
import { startBulkDelete, startTransferJob } from './start-transfer-job';

const redirect = (n: number, target = `/bulk/${n}`): RedirectEntry => ({
  Name: `Bulk ${n}`,
  Rules: [`bulk ${n}`],
  Target: target,
  Enabled: true,
});

async function finished(id: string) {
  await vi.waitFor(() => expect(getJob(id)?.state).toBe('finished'), { timeout: 10_000 });
  return getJob(id)!;
}

beforeAll(() => activateLocale('en'));

describe('bulk jobs on the mock API', () => {
  it('loses nothing when the token is refreshed mid-job, and leaves another editor’s rule alone', async () => {
    const token = mockAccessToken({ sub: 'm', email: 'merchandiser@demo.test' });
    const refresh = vi.fn(() => Promise.resolve(token));
    registerAuthBridge({ getAccessToken: () => Promise.resolve(token), refreshAccessToken: refresh });
    // Someone else created "Bulk 7" with another target after the preview was made.
    await storeRedirect({ EditedRedirect: redirect(7, '/someone-else') }, demoScope);
    setActiveScenarios(['expired-token']);
    const rows = Array.from({ length: 30 }, (_, i) => ({
      key: `Bulk ${i}`,
      before: null,
      after: redirect(i),
      position: i + 2,
      label: `Bulk ${i}`,
    }));
    const id = await startTransferJob(
      { kind: 'import', ruleKind: 'redirect', target: demoScope, title: 'Import', rows },
      new QueryClient(),
    );
    const job = await finished(id);

    expect(refresh).toHaveBeenCalled();
    expect(job.counts).toMatchObject({ applied: 29, conflict: 1, failed: 0, 'not-attempted': 0 });
    const stored = await getRedirects(demoScope);
    expect(stored.find((r) => r.Name === 'Bulk 7')?.Target).toBe('/someone-else');
    expect(stored.filter((r) => r.Name.startsWith('Bulk ')).length).toBe(30);
  });

  it('deletes in bulk under faults and rate limits, each rule once', async () => {
    signInForTests();
    const before = await getRedirects(demoScope);
    setActiveScenarios(['rate-limit:20/5', 'faults:500=10/drop=10/lost=10']);
    const id = await startBulkDelete(
      redirectCodec,
      demoScope,
      before.slice(0, 12),
      'Delete',
      new QueryClient(),
    );
    const job = await finished(id);
    expect(job.counts.applied).toBe(12);
    setActiveScenarios([]);
    const after = await getRedirects(demoScope);
    expect(after.map((r) => r.Name)).toEqual(before.slice(12).map((r) => r.Name));
  }, 20_000);
});
