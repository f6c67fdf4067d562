import { isScenarioName, type ScenarioName } from './catalog';

/** The scenarios in force for this mock API instance (browser tab, test file or mock server). */
const active = new Set<ScenarioName>();
/** Parameters of parameterised scenarios ("latency:40" → latency → "40"). */
const params = new Map<ScenarioName, string>();
const listeners = new Set<() => void>();
let expiredTokenConsumed = false;

export function setActiveScenarios(names: readonly string[]): string[] {
  const parsed = names.map(parseScenarioSpec);
  active.clear();
  params.clear();
  for (const { name, param } of parsed) {
    active.add(name);
    if (param !== undefined) params.set(name, param);
  }
  expiredTokenConsumed = false;
  listeners.forEach((listener) => listener());
  return activeScenarios();
}

/** The active scenarios as they were switched on, parameters included ("latency:40"). */
export function activeScenarios(): string[] {
  return [...active].map((name) => (params.has(name) ? `${name}:${params.get(name)}` : name));
}

/** The parameter a scenario was switched on with (undefined when none or inactive). */
export function scenarioParam(name: ScenarioName): string | undefined {
  return active.has(name) ? params.get(name) : undefined;
}

/** "name" or "name:param"; throws for an unknown name. */
export function parseScenarioSpec(spec: string): { name: ScenarioName; param?: string } {
  const colon = spec.indexOf(':');
  const name = colon < 0 ? spec : spec.slice(0, colon);
  if (!isScenarioName(name)) throw new Error(`Unknown mock scenario "${spec}"`);
  return colon < 0 ? { name } : { name, param: spec.slice(colon + 1) };
}

export function isScenarioSpec(spec: string): boolean {
  try {
    parseScenarioSpec(spec);
    return true;
  } catch {
    return false;
  }
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
