import { setupWorker } from 'msw/browser';
import { persistStores, persistStoresWith } from './db/scoped-store';
import { createHandlers } from './handlers';
import { activeScenarios, isScenarioSpec, onScenariosChange, setActiveScenarios } from './scenarios/state';

/**
 * sessionStorage, not localStorage: the scenario must survive the sign-in redirect of this tab,
 * but must not leak into other tabs or the next session.
 */
export const MOCK_SCENARIO_STORAGE_KEY = 'engine-portal.mockScenario';
const SCENARIO_PARAM = 'mockScenario';
const STORE_KEY_PREFIX = 'engine-portal.mock.';

/**
 * Starts the mock API in the browser (mock mode only; main.tsx imports this module lazily so it
 * stays out of the live bundle). Requests no handler answers (the app's assets, the identity
 * provider) go to the network untouched.
 */
export async function startMockWorker(): Promise<void> {
  setActiveScenarios(scenariosForThisTab(window.location.search, window.sessionStorage));
  // Scenarios switched later via PUT /api/__mock/scenarios also survive a reload.
  onScenariosChange(() => rememberScenarios(window.sessionStorage));
  // Edits persist for the session: the stores are kept in this tab's sessionStorage across reloads.
  persistStoresWith({
    load: (name) => window.sessionStorage.getItem(STORE_KEY_PREFIX + name),
    save: (name, value) => {
      try {
        window.sessionStorage.setItem(STORE_KEY_PREFIX + name, value);
      } catch {
        // Storage full (large-data): the edits still live for this page load.
      }
    },
  });
  const worker = setupWorker(...createHandlers());
  // Saving serialises every store (all rules of every scope): once per burst of writes, not per
  // write, or a bulk import in mock mode slows down with every row it adds. A reload or a closed
  // tab saves at once (pagehide), so no edit is lost.
  let saving: ReturnType<typeof setTimeout> | null = null;
  const saveNow = () => {
    if (saving) clearTimeout(saving);
    saving = null;
    persistStores();
  };
  worker.events.on('response:mocked', ({ request }) => {
    if (request.method !== 'GET') saving ??= setTimeout(saveNow, 400);
  });
  window.addEventListener('pagehide', () => {
    if (saving) saveNow();
  });
  await worker.start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}

/** `?mockScenario=a,b` wins and is remembered; an empty `?mockScenario=` forgets. */
export function scenariosForThisTab(search: string, storage: Storage): string[] {
  const fromUrl = new URLSearchParams(search).get(SCENARIO_PARAM);
  const raw = fromUrl ?? storage.getItem(MOCK_SCENARIO_STORAGE_KEY) ?? '';
  const requested = raw
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const known = requested.filter(isScenarioSpec);
  const unknown = requested.filter((name) => !isScenarioSpec(name));
  if (unknown.length > 0) console.warn(`Ignoring unknown mock scenario(s): ${unknown.join(', ')}`);
  if (fromUrl !== null) storage.setItem(MOCK_SCENARIO_STORAGE_KEY, known.join(','));
  return known;
}

function rememberScenarios(storage: Storage): void {
  storage.setItem(MOCK_SCENARIO_STORAGE_KEY, activeScenarios().join(','));
}
