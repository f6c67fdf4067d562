import { searchRequests } from './kpi/search-requests';
for (const lang of ['de', 'en']) {
  const r = searchRequests({ customerId: 'nordic', storefrontId: 'nordic-se', languageCode: lang });
  console.log(r.length, r.filter((x) => x.correction).map((x) => `${x.label}->${x.correction}`).join(', '));
  console.log(r.slice(150, 200).map((x) => x.label).join(', '));
}
