// The dormancy check's reads as the page makes them (readQueryKpis: one KPI call per rule query,
// paced by the bulk engine below the limit the server announces), from Node against a running mock
// server. Used by the bench's rule-health stage (scripts/bench/rule-health-dormancy.mjs).
import { registerAuthBridge } from '@/api/auth-bridge';
import { setRuntimeConfig } from '@/config/runtime-config';
import { readQueryKpis } from '../data/query-kpis';

export interface DormancyRun {
  reads: number;
  read: number;
  rateLimited: number;
  failed: number;
  elapsedMs: number;
}

export async function readDormancyOverHttp({
  apiBaseUrl,
  token,
  rules,
}: {
  apiBaseUrl: string;
  token: string;
  rules: number;
}): Promise<DormancyRun> {
  setRuntimeConfig({
    mode: 'live',
    apiBaseUrl,
    oidc: { authority: 'http://localhost', clientId: 'bench', scope: 'openid' },
    internalEmailDomains: [],
    thirdParty: {},
    imageHosts: [],
  });
  registerAuthBridge({
    getAccessToken: () => Promise.resolve(token),
    refreshAccessToken: () => Promise.reject(new Error('The bench does not renew tokens')),
  });
  const queries = Array.from({ length: rules }, (_, i) => `dormancy query ${i + 1}`);
  const started = performance.now();
  const outcomes = await readQueryKpis({
    scope: { customerId: 'acme', storefrontId: 'acme-de', languageCode: 'de' },
    queries,
    period: 90,
    today: new Date().toISOString().slice(0, 10),
  });
  const elapsedMs = performance.now() - started;
  const states = [...outcomes.values()].map((outcome) => outcome.state);
  return {
    reads: queries.length,
    read: states.filter((state) => state === 'read').length,
    rateLimited: states.filter((state) => state === 'rate-limited').length,
    failed: states.filter((state) => state === 'failed').length,
    elapsedMs,
  };
}
