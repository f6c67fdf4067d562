/**
 * The calls the entry (src/main.tsx) starts before the app's code has arrived (startEarlyGet in
 * src/api/fetcher.ts). The path is written out rather than imported from the generated endpoint
 * module, which would bring React Query's hooks into the entry; src/api/early-calls.test.ts checks
 * it against the contract's generated URL.
 */
export const earlyCalls = {
  /** Every signed-in page waits for the scope info (src/app/shell/prefetch-portal-data.ts). */
  scopeInfos: '/ScopeInfo/ScopeInfos',
} as const;
