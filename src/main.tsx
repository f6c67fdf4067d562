import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@/config/runtime-config';
import { authPaths, createUserManager } from '@/auth/user-manager';
import { installErrorReporting } from '@/monitoring/error-reporting';
import { activateLocale, defaultLocale } from '@/i18n/i18n';

/** Started now, awaited later: a failure surfaces where it is awaited, not as an unhandled rejection. */
function early<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

async function start(): Promise<void> {
  // The silent-renewal iframe only hands its result to the parent: no app, no mocks.
  if (window.location.pathname === authPaths.silentComplete) {
    await createUserManager(await loadRuntimeConfig()).signinSilentCallback();
    return;
  }

  // The opened page's chunks are already on their way: index.html's async preloader
  // (src/app/route-preload-start.ts) starts them without waiting for this entry.
  // The app's code and its catalog download while the configuration loads, not one after another.
  // Importing them sends no request, so in mock mode nothing goes out before the worker starts.
  const app = early(import('@/app/App'));
  const locale = early(activateLocale(defaultLocale));
  const config = await loadRuntimeConfig();

  if (config.mode === 'mock') {
    // Loaded only in mock mode, so MSW and faker never reach the live bundle's main chunk.
    const { startMockWorker } = await import('@mocks/browser');
    await startMockWorker();
  }

  installErrorReporting();
  await locale;
  const { App } = await app;
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  const root = createRoot(container);
  // As a transition the first render yields to the browser every few milliseconds instead of
  // blocking it in one long task while the shell and the page mount.
  startTransition(() => root.render(<App config={config} />));
}

void start();
