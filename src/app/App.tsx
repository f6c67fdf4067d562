import './styles';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { AuthProvider } from '@/auth/auth-context';
import type { AuthService } from '@/auth/auth-service';
import { profileFromUser } from '@/auth/profile';
import { setJournalUser, startJournal } from '@/journal/recorder';
import { setSnapshotUser, startAutomaticSnapshots } from '@/rules/snapshots/auto-snapshot';
import { i18n } from '@/i18n/i18n';
import { notifyAuthenticationRequired, notifySessionExpired } from '@/notifications/catalogue';
import { createQueryClient } from './query-client';
import { createPortalRouter } from './router';
import { colorSchemeManager } from './local-flags';
import { cssVariablesResolver, themeWithLabels } from './theme';

interface AppProps {
  /** Created by the entry (src/main.tsx), which reads the stored session to pick the catalog. */
  auth: AuthService;
}

function createApp({ auth }: AppProps) {
  auth.notifyWith({
    onAuthenticationRequired: notifyAuthenticationRequired,
    onRefreshFailed: notifySessionExpired,
  });
  auth.start();
  // The change journal files every accepted write under the signed-in user (docs/rules.md).
  startJournal();
  // The snapshot kept automatically before the first write of a day in a scope (docs/rules.md).
  startAutomaticSnapshots();
  const followUser = () => {
    const user = auth.getSnapshot().user;
    const profile = user ? profileFromUser(user) : null;
    setJournalUser(profile ? { id: profile.id, name: profile.name } : null);
    setSnapshotUser(profile?.id ?? null);
  };
  auth.subscribe(followUser);
  followUser();
  const queryClient = createQueryClient();
  // Nothing the previous user loaded is shown to the next one.
  auth.onSignedOut = () => queryClient.clear();
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
  return (
    // Light, dark or the system's (the default), remembered locally.
    <MantineProvider
      theme={theme}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
    >
      {/* At the bottom centre: never over the header, a page's main buttons (top right), a dialog's
          close button, the sidebar or the bulk jobs' corner; at most three at once. */}
      <Notifications position="bottom-center" limit={3} />
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <AuthProvider service={auth}>
            <RouterProvider router={router} />
          </AuthProvider>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
