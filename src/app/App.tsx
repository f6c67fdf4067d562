// Mantine's base styles only: each component's CSS comes with the chunk that renders it
// (scripts/vite/mantine-css-per-chunk.mjs), so a page does not wait for the CSS of others' dialogs.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { AuthProvider } from '@/auth/auth-context';
import type { AuthService } from '@/auth/auth-service';
import { i18n } from '@/i18n/i18n';
import { notifyAuthenticationRequired, notifySessionExpired } from '@/notifications/catalogue';
import { createQueryClient } from './query-client';
import { createPortalRouter } from './router';
import { colorSchemeManager } from './local-flags';
import { cssVariablesResolver, themeWithLabels } from './theme';
import { DeferredOverlays } from './overlays';
import { pageAt } from './pages';
import { PortalFrame } from './shell/PortalFrame';

interface AppProps {
  /** Created by the entry (src/main.tsx), so the first calls go out before this chunk has arrived. */
  auth: AuthService;
}

function createApp({ auth }: AppProps) {
  auth.notifyWith({
    onAuthenticationRequired: notifyAuthenticationRequired,
    onRefreshFailed: notifySessionExpired,
  });
  auth.start();
  const queryClient = createQueryClient();
  const router = createPortalRouter({ queryClient, auth });
  return { auth, queryClient, router };
}

export function App(props: AppProps) {
  return (
    <I18nProvider i18n={i18n}>
      <Providers {...props} />
    </I18nProvider>
  );
}

function Providers(props: AppProps) {
  const [{ auth, queryClient, router }] = useState(() => createApp(props));
  const { t } = useLingui();
  const theme = useMemo(() => themeWithLabels(t`Close`), [t]);
  const routerLoaded = useFirstLoad(router);
  return (
    // Light, dark or the system's (the default), remembered locally (issue 14).
    <MantineProvider
      theme={theme}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
    >
      {/* Notifications and confirmation dialogs load after the first paint (overlays.tsx). */}
      <DeferredOverlays />
      <QueryClientProvider client={queryClient}>
        <AuthProvider service={auth}>
          {routerLoaded ? (
            <RouterProvider router={router} />
          ) : (
            <PortalFrame page={pageAt(window.location.pathname)} />
          )}
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/**
 * Whether the router has loaded the address the tab opened (its matches, their code and loaders).
 * Until then the shell's frame with the page's header stands where index.html's static frame stood,
 * instead of an empty page (issue 14); then the router and the matched routes mount, in a transition.
 *
 * Mounting the router only then is what keeps its first render short: a router that is mounted
 * while it loads re-renders its whole route tree synchronously when the load ends (its state is an
 * external store, whose updates React never splits), and that render was one of the longest tasks
 * of a cold start on a phone's CPU. Mounted afterwards, the tree renders as a transition, in slices.
 */
function useFirstLoad(router: ReturnType<typeof createPortalRouter>): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let current = true;
    // A failed load still mounts the router: its error and not-found views show what went wrong.
    const mount = () => current && startTransition(() => setLoaded(true));
    router.load().then(mount, mount);
    return () => {
      current = false;
    };
  }, [router]);
  return loaded;
}
