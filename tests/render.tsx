import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  type AnyRouter,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { scopeInfosFor } from '@mocks/db/scopes';
import { pages, type PageId } from '@/app/pages';
import { cssVariablesResolver, themeWithLabels } from '@/app/theme';
import { activateLocale, i18n, type Locale } from '@/i18n/i18n';
import { PortalScopeProvider } from '@/scope/portal-scope';
import { findOption, scopeOptions, type Scope } from '@/scope/resolution';
import { demoScope, signInForTests } from './auth';

export interface RenderOptions {
  /** The signed-in demo user (decides the access flags, as in the mock API). */
  email?: string;
  scope?: Scope;
  /** The page the UI stands for: its path is the initial URL and its rules apply. */
  page?: PageId;
  /** Extra search string for the initial URL, e.g. '?startDate=2026-01-01'. */
  search?: string;
  locale?: Locale;
  experimental?: boolean;
}

export interface RenderWithPortalResult extends RenderResult {
  user: UserEvent;
  queryClient: QueryClient;
  router: AnyRouter;
}

/**
 * Renders like the app: Mantine, notifications, modals, Lingui, a fresh QueryClient (no retries),
 * a memory router at the page's path, and the portal scope of a signed-in demo user.
 */
export async function renderWithPortal(
  ui: ReactNode,
  options: RenderOptions = {},
): Promise<RenderWithPortalResult> {
  const email = options.email ?? 'merchandiser@demo.test';
  signInForTests(email);
  await activateLocale(options.locale ?? 'en');
  const scopeInfos = scopeInfosFor(email);
  const wanted = options.scope ?? demoScope;
  const scope = findOption(scopeOptions(scopeInfos), wanted);
  if (!scope) throw new Error(`Scope ${JSON.stringify(wanted)} is not allowed for ${email}`);
  const page = options.page ? pages[options.page] : null;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });

  const rootRoute = createRootRoute({ component: Outlet });
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: () => (
      <PortalScopeProvider
        value={{ scope, scopeInfos, experimental: Boolean(options.experimental), debugInfo: false, page }}
      >
        {ui}
      </PortalScopeProvider>
    ),
  });
  const scopeQuery = `customerId=${scope.customerId}&storefrontId=${encodeURIComponent(scope.storefrontId)}&languageCode=${encodeURIComponent(scope.languageCode)}`;
  const extra = options.search ? `&${options.search.replace(/^\?/, '')}` : '';
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: [`${page?.path ?? '/'}?${scopeQuery}${extra}`] }),
  });

  const user = userEvent.setup();
  const result = render(
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={themeWithLabels('Close')} cssVariablesResolver={cssVariablesResolver}>
        <Notifications />
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <RouterProvider router={router} />
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>,
  );
  return { ...result, user, queryClient, router };
}
