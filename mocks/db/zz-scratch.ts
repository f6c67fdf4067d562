import { createKpiModel } from './kpi-model';
const scope = { customerId: 'acme', storefrontId: 'acme-de', languageCode: 'de' };
let t = performance.now();
const lap = (name: string) => { console.log(name, (performance.now() - t).toFixed(1)); t = performance.now(); };
const m = createKpiModel(scope, '2026-11-23');
const big = { navigationType: 'search' as const, startDate: '2024-11-24', endDate: '2026-11-23' };
m.mainKpis(big); lap('main first');
for (let i = 0; i < 10; i++) { m.kpisPerDay({ ...big, match: { query: 'e', matchType: 1 } }); lap('perday filtered'); }
