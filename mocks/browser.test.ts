import { expect, test, vi } from 'vitest';
import { MOCK_SCENARIO_STORAGE_KEY, scenariosForThisTab } from './browser';

test('?mockScenario= picks the scenarios and remembers them in sessionStorage for the sign-in redirect', () => {
  sessionStorage.clear();
  expect(scenariosForThisTab('?mockScenario=rate-limited,slow', sessionStorage)).toEqual([
    'rate-limited',
    'slow',
  ]);
  expect(sessionStorage.getItem(MOCK_SCENARIO_STORAGE_KEY)).toBe('rate-limited,slow');
  expect(localStorage.getItem(MOCK_SCENARIO_STORAGE_KEY)).toBeNull();
  // Back from the identity provider, the query string is gone but the scenario stays.
  expect(scenariosForThisTab('?code=abc&state=xyz', sessionStorage)).toEqual(['rate-limited', 'slow']);
});

test('?mockScenario= takes parameterised scenarios: rate-limit:N for writes, read-limit:N for reads', () => {
  sessionStorage.clear();
  expect(scenariosForThisTab('?mockScenario=rate-limit:200/50,read-limit:50', sessionStorage)).toEqual([
    'rate-limit:200/50',
    'read-limit:50',
  ]);
});

test('an empty ?mockScenario= forgets; unknown names are dropped with a warning', () => {
  sessionStorage.setItem(MOCK_SCENARIO_STORAGE_KEY, 'slow');
  expect(scenariosForThisTab('?mockScenario=', sessionStorage)).toEqual([]);
  expect(scenariosForThisTab('', sessionStorage)).toEqual([]);
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  expect(scenariosForThisTab('?mockScenario=nope,large-data', sessionStorage)).toEqual(['large-data']);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('nope'));
});
