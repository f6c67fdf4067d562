import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { RuntimeConfig } from '@/config/runtime-config';
import { AuthProvider } from '@/auth/auth-context';
import { AuthService } from '@/auth/auth-service';
import { createUserManager } from '@/auth/user-manager';
import { i18n } from '@/i18n/i18n';
import { notifyAuthenticationRequired, notifySessionExpired } from '@/notifications/catalogue';
import { createQueryClient } from './query-client';
import { createPortalRouter } from './router';
import { colorSchemeManager } from './local-flags';
import { cssVariablesResolver, themeWithLabels } from './theme';
import { DeferredOverlays } from './overlays';

function createApp(config: RuntimeConfig) {
  const auth = new AuthService(createUserManager(config), {
    onAuthenticationRequired: notifyAuthenticationRequired,
    onRefreshFailed: notifySessionExpired,
  });
  auth.connectFetchLayer();
  void auth.load();
  const queryClient = createQueryClient();
  const router = createPortalRouter({ queryClient, auth });
  return { auth, queryClient, router };
}

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <I18nProvider i18n={i18n}>
      <Providers config={config} />
    </I18nProvider>
  );
}

function Providers({ config }: { config: RuntimeConfig }) {
  const [{ auth, queryClient, router }] = useState(() => createApp(config));
  const { t } = useLingui();
  const theme = useMemo(() => themeWithLabels(t`Close`), [t]);
  return (
    // Light, dark or the system's (the default), remembered locally (issue 14).
    <MantineProvider theme={theme} defaultColorScheme="auto" colorSchemeManager={colorSchemeManager} cssVariablesResolver={cssVariablesResolver}>
      {/* Notifications and confirmation dialogs load after the first paint (overlays.tsx). */}
      <DeferredOverlays />
      <QueryClientProvider client={queryClient}>
        <AuthProvider service={auth}>
          <RouterProvider router={router} />
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
