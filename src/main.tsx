import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig, type RuntimeConfig } from '@/config/runtime-config';
import { authPaths } from '@/auth/auth-paths';
import { AuthService } from '@/auth/auth-service';
import { profileFromUser } from '@/auth/profile';
import { readStoredUser } from '@/auth/stored-user';
import { installErrorReporting } from '@/monitoring/error-reporting';
import { activateLocale, defaultLocale } from '@/i18n/i18n';
import { showBootFailure } from '@/app/boot-failure';

/** The sign-in client (oidc-client-ts) loads on its own: a page with a session paints without it. */
const userManagerOf = (config: RuntimeConfig) => () =>
  import('@/auth/user-manager').then(({ createUserManager }) => createUserManager(config));

async function start(): Promise<void> {
  // The app's code downloads while the configuration loads. Its own chunk, so that a start whose code
  // cannot be fetched says so (showBootFailure) instead of leaving 'Loading...' up for good.
  // Importing it sends no request, so in mock mode nothing goes out before the worker starts.
  const app = import('@/app/App');
  app.catch(() => undefined); // awaited below
  const config = await loadRuntimeConfig();

  // The silent-renewal iframe only hands its result to the parent: no app, no mocks.
  if (window.location.pathname === authPaths.silentComplete) {
    await (await userManagerOf(config)()).signinSilentCallback();
    return;
  }

  // The session this tab already has, read without the sign-in client: its language's catalog is
  // the one loaded, so a German user never sees English first.
  const auth = new AuthService(userManagerOf(config), readStoredUser(config));
  auth.connectFetchLayer();
  const { user } = auth.getSnapshot();
  const locale = activateLocale(user ? profileFromUser(user).language : defaultLocale);
  locale.catch(() => undefined); // awaited below, after the mock worker

  if (config.mode === 'mock') {
    // Loaded only in mock mode, so MSW and faker never reach the live bundle.
    const { startMockWorker } = await import('@mocks/browser');
    await startMockWorker();
  }

  installErrorReporting();
  await locale;
  const { App } = await app;
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  createRoot(container).render(<App auth={auth} />);
}

// A start that fails (code, configuration or catalog not fetched) says so instead of loading forever.
start().catch((error: unknown) => showBootFailure(error));
