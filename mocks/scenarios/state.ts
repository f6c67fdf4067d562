import { isScenarioName, type ScenarioName } from './catalog';

/** The scenarios in force for this mock API instance (browser tab, test file or mock server). */
const active = new Set<ScenarioName>();
const listeners = new Set<() => void>();
let expiredTokenConsumed = false;

export function setActiveScenarios(names: readonly string[]): ScenarioName[] {
  active.clear();
  for (const name of names) {
    if (!isScenarioName(name)) throw new Error(`Unknown mock scenario "${name}"`);
    active.add(name);
  }
  expiredTokenConsumed = false;
  listeners.forEach((listener) => listener());
  return [...active];
}

export function activeScenarios(): ScenarioName[] {
  return [...active];
}

export function isScenarioActive(name: ScenarioName): boolean {
  return active.has(name);
}

/** Lets stores drop their seeded data when large-data is switched on or off. */
export function onScenariosChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** expired-token answers exactly one call with 401. */
export function consumeExpiredToken(): boolean {
  if (!active.has('expired-token') || expiredTokenConsumed) return false;
  expiredTokenConsumed = true;
  return true;
}
