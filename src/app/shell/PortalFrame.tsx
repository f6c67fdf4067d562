import { useLingui } from '@lingui/react';
import { AppShell, Box, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Loading } from '@/components/Loading';
import { Logo } from '@/components/Logo';
import { PageHeader } from '@/components/PageHeader';
import { useSidebarCollapsed } from '@/app/local-flags';
import type { PageDefinition } from '@/app/pages';
import {
  COLLAPSED_WIDTH,
  HEADER_HEIGHT,
  NAVBAR_BREAKPOINT,
  SIDEBAR_WIDTH,
  wideNavbarQuery,
  wideUserMenuQuery,
} from './layout';

/**
 * The shell's frame while the session and the scope info are on their way: the header bar with the
 * logo, the sidebar's area, and the page's header with its description (src/app/pages.ts). The
 * geometry is the signed-in shell's (SignedInPortal), so the page's own header then appears on the
 * very same spot. The title varies with the data on some pages (the editor's 'New' or 'Edit'), so
 * only its line is kept. The portal route shows it while it loads (PortalPending), so index.html's
 * static frame is followed by this one, not by an empty page.
 */
export function PortalFrame({ page }: { page: PageDefinition | null }) {
  const [collapsed] = useSidebarCollapsed();
  const wideNavbar = useMediaQuery(wideNavbarQuery, true, { getInitialValueInEffect: false });
  const logoText = useMediaQuery(wideUserMenuQuery, true, { getInitialValueInEffect: false });
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{
        width: collapsed ? COLLAPSED_WIDTH : SIDEBAR_WIDTH,
        breakpoint: NAVBAR_BREAKPOINT,
        collapsed: { mobile: true },
      }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header px={{ base: 'xs', sm: 'md' }}>
        <Group h="100%" gap="xs" wrap="nowrap">
          {/* Where the sidebar toggle or the menu button comes. */}
          <Box w={34} h={34} />
          <Logo compact={!logoText} />
        </Group>
      </AppShell.Header>
      {wideNavbar ? <AppShell.Navbar aria-hidden /> : null}
      <AppShell.Main bg="var(--portal-page-bg)">
        <PageFrame page={page} />
      </AppShell.Main>
    </AppShell>
  );
}

/** The page's part of the frame: its header's description at the page header's spot, and 'Loading...'. */
export function PageFrame({ page }: { page: PageDefinition | null }) {
  const { i18n } = useLingui();
  return (
    <>
      {page?.description ? (
        <PageHeader title={<span aria-hidden>{'\u00a0'}</span>} description={i18n._(page.description)} />
      ) : null}
      <Loading />
    </>
  );
}
