import { onScenariosChange } from '../scenarios/state';
import { activeDataSize } from './data-size';

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

/** Where the browser keeps the stores between page loads (sessionStorage: edits last for the session). */
export interface StorePersistence {
  load(name: string): string | null;
  save(name: string, value: string): void;
}

let persistence: StorePersistence | null = null;
const persisted = new Map<string, { save(): void; restore(): void }>();

// Maps (e.g. control codes) survive JSON as tagged entry lists.
const replacer = (_key: string, value: unknown) =>
  value instanceof Map ? { __map: [...value.entries()] } : value;
const reviver = (_key: string, value: unknown) =>
  value && typeof value === 'object' && '__map' in value
    ? new Map((value as { __map: [unknown, unknown][] }).__map)
    : value;

/**
 * State per scope, seeded lazily and deterministically on first use, kept for the session
 * (the browser tab, the mock server process or one test). A store with a `persist` name also
 * survives page reloads in the browser (see persistStores).
 */
export function scopedStore<T>(
  seed: (scope: MockScope) => T,
  options: { persist?: string } = {},
): {
  get(scope: MockScope): T;
  reset(): void;
} {
  const states = new Map<string, T>();
  const reset = () => {
    states.clear();
    if (options.persist) persistence?.save(options.persist, '[]');
  };
  resets.add(reset);
  if (options.persist) {
    const name = options.persist;
    persisted.set(name, {
      save: () => persistence?.save(name, JSON.stringify([...states.entries()], replacer)),
      restore: () => {
        const saved = persistence?.load(name);
        if (!saved) return;
        try {
          states.clear();
          for (const [key, state] of JSON.parse(saved, reviver) as [string, T][]) states.set(key, state);
        } catch {
          states.clear();
        }
      },
    });
  }
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

/** Restores the persisted stores and keeps saving them with this persistence. */
export function persistStoresWith(next: StorePersistence): void {
  persistence = next;
  persisted.forEach((store) => store.restore());
}

/** Saves every persisted store (the browser calls this after each change). */
export function persistStores(): void {
  persisted.forEach((store) => store.save());
}

/** Registers module state without a scope (e.g. received monitoring reports) for resetMockState. */
export function onReset(reset: () => void): void {
  resets.add(reset);
}

/** Drops every seeded scope; the next call seeds again. */
export function resetAllStores(): void {
  resets.forEach((reset) => reset());
}

// The data scenarios (medium-, large-, huge-data) change what the seed produces; other scenarios
// keep the session's edits.
let seededSize = activeDataSize().name;
onScenariosChange(() => {
  if (activeDataSize().name === seededSize) return;
  seededSize = activeDataSize().name;
  resetAllStores();
});
