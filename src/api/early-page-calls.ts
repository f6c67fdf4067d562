/**
 * The page data the entry (src/main.tsx) can ask for from the address alone, before the app's code
 * has arrived (issue 14: no request that could start earlier waits for another). A KPI page's first
 * calls wait for the user's default interaction type and the scope's A/B splits
 * (src/features/kpi/hooks/use-kpi-filter.ts), which depend only on the scope of the URL: without
 * this they went out once the page's code had arrived and the router had matched. The URLs are
 * written out like src/api/early-calls.ts (the generated modules would bring React Query into the
 * entry); src/api/early-page-calls.test.ts checks them against the generated URLs.
 */

/** Every KPI page (overview, explore, inspect of each navigation type): routes with prefetchKpiFilter. */
const kpiPagePath =
  /^\/(?:search\/(?:overview|dashboard|explore|inspect)|navigation\/(?:overview|explore|inspect)|recommendations\/(?:grece|gbr|gce|gre|gce\/inspect|gre\/inspect))\/?$/;

/** A search value as the router wrote it: plain text, or JSON text for what would read as another type. */
function routerText(raw: string | null): string | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'string' ? parsed : null;
  } catch {
    return raw;
  }
}

/** The GET calls to start for this address (path and search as in `window.location`). */
export function earlyPageCalls(pathname: string, search: string): string[] {
  if (!kpiPagePath.test(pathname)) return [];
  const params = new URLSearchParams(search);
  const customerId = routerText(params.get('customerId'));
  const storefrontId = routerText(params.get('storefrontId'));
  const languageCode = routerText(params.get('languageCode'));
  // With a part missing or 'any' the layout first settles on a scope (src/app/shell/prefetch-page-data.ts).
  if (!customerId || !storefrontId || !languageCode || [customerId, storefrontId, languageCode].includes('*'))
    return [];
  const scope = new URLSearchParams({ customerId, storefrontId, languageCode }).toString();
  const calls = [`/ScopeInfo/GetAvailableSplits?${scope}`];
  // The page asks for the user's default only when the URL names no interaction type.
  if (!params.has('interactionType')) calls.push(`/Kpi/GetInteractionTypeForUser?${scope}`);
  return calls;
}
