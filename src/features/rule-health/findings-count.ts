import { useSyncExternalStore } from 'react';
import type { RuleScope } from '@/rules/rule-set';

// The number of findings per scope as the rule-health page last counted them, kept in the browser,
// so the sidebar shows it on every page without reading or checking any rule.

const STORAGE_KEY = 'engine-portal.rule-health.counts';
const listeners = new Set<() => void>();

type Counts = Record<string, number>;

const keyOf = (scope: RuleScope) => `${scope.customerId}|${scope.storefrontId}|${scope.languageCode}`;

let counts: Counts | null = null;

function load(): Counts {
  if (counts) return counts;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    counts = parsed && typeof parsed === 'object' ? (parsed as Counts) : {};
  } catch {
    counts = {};
  }
  return counts;
}

export function saveFindingCount(scope: RuleScope, count: number): void {
  const current = load();
  if (current[keyOf(scope)] === count) return;
  counts = { ...current, [keyOf(scope)]: count };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(counts));
  } catch {
    // Storage full or blocked: the count still shows in this tab.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    counts = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The last counted number of findings of `scope`, or null when rule health has not run there yet. */
export function useFindingCount(scope: RuleScope): number | null {
  return useSyncExternalStore(subscribe, () => load()[keyOf(scope)] ?? null);
}
