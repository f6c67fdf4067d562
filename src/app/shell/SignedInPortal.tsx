import { AppShell } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useMemo } from 'react';
import type { UserProfile } from '@/auth/profile';
import { isInternalUser } from '@/auth/profile';
import { useDebugInfo, useExperimentalFeatures, useSidebarCollapsed } from '@/app/local-flags';
import { getRuntimeConfig } from '@/config/runtime-config';
import { PortalScopeProvider, type PortalScope } from '@/scope/portal-scope';
import { useScopeInfos } from '@/scope/use-scope-infos';
import { Header } from './Header';
import { COLLAPSED_WIDTH, HEADER_HEIGHT, NAVBAR_BREAKPOINT, SIDEBAR_WIDTH, wideNavbarQuery } from './layout';
import { NavDrawer } from './NavDrawer';
import { PageGuard } from './PageGuard';
import { PortalFrame } from './PortalFrame';
import { Sidebar } from './Sidebar';
import { useCurrentPage } from './use-current-page';
import { useScopeResolution } from './use-scope-resolution';
import { useSignedInEffects } from './use-signed-in-effects';
import { NoScopeView } from './NoScopeView';

// The bulk jobs' corner overlay: split from the shell as the dialogs are (it is empty unless a job runs
// or one was interrupted).
const JobsIndicator = lazy(() =>
  import('@/bulk/jobs/JobsIndicator').then((module) => ({ default: module.JobsIndicator })),
);
import { LoadFailure } from '@/components/LoadFailure';
import { mainContentId, SkipLink } from './SkipLink';

export function SignedInPortal({ profile }: { profile: UserProfile }) {
  useSignedInEffects(profile);
  const scopeInfos = useScopeInfos();
  const scope = useScopeResolution(scopeInfos.data);
  const current = useCurrentPage();
  const [experimentalFlag] = useExperimentalFeatures();
  const [debugInfo] = useDebugInfo();
  const [collapsed] = useSidebarCollapsed();
  const wideNavbar = useMediaQuery(wideNavbarQuery, true, { getInitialValueInEffect: false });
  const [drawerOpened, drawer] = useDisclosure(false);
  const internal = isInternalUser(profile.email, getRuntimeConfig().internalEmailDomains);
  const experimental = experimentalFlag && internal;

  const value = useMemo<PortalScope | null>(
    () =>
      scope && scopeInfos.data
        ? { scope, scopeInfos: scopeInfos.data, experimental, debugInfo, page: current?.page ?? null }
        : null,
    [scope, scopeInfos.data, experimental, debugInfo, current?.page],
  );

  // Until the scope is known, the shell's frame with the page's header (PortalFrame). Then the shell
  // mounts at once; the page shows its own loading state until its code and data are in.
  if (scopeInfos.isPending) return <PortalFrame page={current?.page ?? null} />;

  // Without a scope (the scope info failed, or allows nothing) the header and the sidebar stay: the
  // user can still sign out, open the settings, or try again.
  const main = value ? (
    <PageGuard />
  ) : scopeInfos.isError ? (
    <LoadFailure error={scopeInfos.error} onRetry={() => scopeInfos.refetch()} />
  ) : (
    <NoScopeView />
  );
  const shell = (
    // Geometry and breakpoints: layout.ts (index.html's static frame mirrors them). Only one of
    // sidebar and drawer is mounted: the other would cost every page its render.
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{
        width: collapsed ? COLLAPSED_WIDTH : SIDEBAR_WIDTH,
        breakpoint: NAVBAR_BREAKPOINT,
        collapsed: { mobile: true },
      }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <SkipLink />
      <Header
        profile={profile}
        internal={internal}
        wideNavbar={wideNavbar}
        drawerOpened={drawerOpened}
        onToggleDrawer={drawer.toggle}
      />
      {wideNavbar ? (
        <Sidebar collapsed={collapsed} />
      ) : (
        <NavDrawer opened={drawerOpened} onClose={drawer.close} />
      )}
      {/* The skip link's target: focusable from script only, so Tab goes on into the page. */}
      <AppShell.Main bg="var(--portal-page-bg)" id={mainContentId} tabIndex={-1} style={{ outline: 'none' }}>
        {main}
      </AppShell.Main>
      <Suspense fallback={null}>
        <JobsIndicator user={profile.email} />
      </Suspense>
    </AppShell>
  );
  return value ? <PortalScopeProvider value={value}>{shell}</PortalScopeProvider> : shell;
}
