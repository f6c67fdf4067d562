import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@/config/runtime-config';
import { authPaths, createUserManager } from '@/auth/user-manager';
import { installErrorReporting } from '@/monitoring/error-reporting';
import { activateLocale, defaultLocale } from '@/i18n/i18n';

async function start(): Promise<void> {
  const config = await loadRuntimeConfig();

  // The silent-renewal iframe only hands its result to the parent: no app, no mocks.
  if (window.location.pathname === authPaths.silentComplete) {
    await createUserManager(config).signinSilentCallback();
    return;
  }

  if (config.mode === 'mock') {
    // Loaded only in mock mode, so MSW and faker never reach the live bundle's main chunk.
    const { startMockWorker } = await import('@mocks/browser');
    await startMockWorker();
  }

  installErrorReporting();
  await activateLocale(defaultLocale);
  const { App } = await import('@/app/App');
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  createRoot(container).render(<App config={config} />);
}

void start();
