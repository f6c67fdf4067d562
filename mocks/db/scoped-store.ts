import { isScenarioActive, onScenariosChange } from '../scenarios/state';

/** Scope as the mock API sees it: the three query parameters of every call. */
export interface MockScope {
  customerId: string;
  storefrontId: string;
  languageCode: string;
}

export function scopeFromUrl(url: string | URL): MockScope {
  const params = new URL(url).searchParams;
  return {
    customerId: params.get('customerId') ?? '',
    storefrontId: params.get('storefrontId') ?? '',
    languageCode: params.get('languageCode') ?? '',
  };
}

export function scopeKey(scope: MockScope): string {
  return `${scope.customerId}|${scope.storefrontId}|${scope.languageCode}`;
}

const resets = new Set<() => void>();

/**
 * State per scope, seeded lazily and deterministically on first use, kept for the session
 * (the browser tab, the mock server process or one test).
 */
export function scopedStore<T>(seed: (scope: MockScope) => T): {
  get(scope: MockScope): T;
  reset(): void;
} {
  const states = new Map<string, T>();
  const reset = () => states.clear();
  resets.add(reset);
  return {
    get(scope) {
      const key = scopeKey(scope);
      let state = states.get(key);
      if (state === undefined) {
        state = seed(scope);
        states.set(key, state);
      }
      return state;
    },
    reset,
  };
}

/** Registers module state without a scope (e.g. received monitoring reports) for resetMockState. */
export function onReset(reset: () => void): void {
  resets.add(reset);
}

/** Drops every seeded scope; the next call seeds again. */
export function resetAllStores(): void {
  resets.forEach((reset) => reset());
}

// large-data changes what the seed produces; other scenarios keep the session's edits.
let seededLarge = isScenarioActive('large-data');
onScenariosChange(() => {
  if (isScenarioActive('large-data') === seededLarge) return;
  seededLarge = isScenarioActive('large-data');
  resetAllStores();
});
