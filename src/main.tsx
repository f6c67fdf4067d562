import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig, type RuntimeConfig } from '@/config/runtime-config';
import { earlyCalls } from '@/api/early-calls';
import { earlyPageCalls } from '@/api/early-page-calls';
import { startEarlyGet } from '@/api/fetcher';
import { authPaths } from '@/auth/auth-paths';
import { AuthService } from '@/auth/auth-service';
import { profileFromUser } from '@/auth/profile';
import { readStoredUser } from '@/auth/stored-user';
import { installErrorReporting } from '@/monitoring/error-reporting';
import { activateLocale, defaultLocale } from '@/i18n/i18n';
import { showBootFailure } from '@/app/boot-failure';
import { prepareNumberFormat } from '@/lib/format';

/** Started now, awaited later: a failure surfaces where it is awaited, not as an unhandled rejection. */
function early<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/** The sign-in client (oidc-client-ts) is not part of the entry: the first screen paints without it. */
const userManagerOf = (config: RuntimeConfig) => () =>
  import('@/auth/user-manager').then(({ createUserManager }) => createUserManager(config));

async function start(): Promise<void> {
  // The silent-renewal iframe only hands its result to the parent: no app, no mocks.
  if (window.location.pathname === authPaths.silentComplete) {
    await (await userManagerOf(await loadRuntimeConfig())()).signinSilentCallback();
    return;
  }

  // The opened page's chunks are already on their way: index.html's async starter
  // (src/app/start-after-paint.ts) requested them together with this entry.
  // The app's code downloads while the configuration loads, not one after another.
  // Importing it sends no request, so in mock mode nothing goes out before the worker starts.
  const app = early(import('@/app/App'));
  const config = await loadRuntimeConfig();

  // The session this tab already has, read without the sign-in client: the first screen's calls
  // carry its token, and its language's catalog is the one loaded (index.html preloads English).
  const auth = new AuthService(userManagerOf(config), readStoredUser(config));
  auth.connectFetchLayer();
  const { user } = auth.getSnapshot();
  const language = user ? profileFromUser(user).language : defaultLocale;
  const locale = early(activateLocale(language));
  // ICU loads its data with a page's first Intl formatter: ~13 ms on a desktop's CPU, four times that
  // on a phone's. In a task of its own while the app's code and the data are on their way, it no
  // longer lengthens the first render of the KPI cards (issue 14, mobile blocking time).
  setTimeout(() => prepareNumberFormat(language));

  if (config.mode === 'mock') {
    // Loaded only in mock mode, so MSW and faker never reach the live bundle's main chunk.
    const { startMockWorker } = await import('@mocks/browser');
    await startMockWorker();
  }

  // Every signed-in page waits for the scope info: ask now, not once the startup chunk has arrived
  // and the router has matched. The layout's query takes this call (src/api/fetcher.ts).
  // The same for the data the opened page waits for first, where the address alone names it.
  if (user) {
    startEarlyGet(earlyCalls.scopeInfos);
    for (const call of earlyPageCalls(window.location.pathname, window.location.search)) startEarlyGet(call);
  }

  installErrorReporting();
  await locale;
  const { App } = await app;
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  const root = createRoot(container);
  // As a transition the first render yields to the browser every few milliseconds instead of
  // blocking it in one long task while the shell and the page mount.
  startTransition(() => root.render(<App auth={auth} />));
}

// A start that fails (code, configuration or catalog not fetched) says so instead of loading forever.
start().catch((error: unknown) => showBootFailure(error));
