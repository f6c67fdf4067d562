import { useLingui } from '@lingui/react/macro';
import { ActionIcon, AppShell, Box, Burger, Group, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { UserProfile } from '@/auth/profile';
import { useSidebarCollapsed } from '@/app/local-flags';
import { Logo } from '@/components/Logo';
import { useOptionalPortalScope } from '@/scope/portal-scope';
import { ScopeButton } from '@/scope/ScopeButton';
import { ScopeSelectors } from '@/scope/ScopeSelectors';
import { inlineScopeQuery, wideUserMenuQuery } from './layout';
import { UserMenu } from './UserMenu';

interface HeaderProps {
  profile: UserProfile;
  internal: boolean;
  /** Wide screens: the sidebar toggle; narrow ones: the menu button of the navigation drawer. */
  wideNavbar: boolean;
  drawerOpened: boolean;
  onToggleDrawer: () => void;
}

export function Header({ profile, internal, wideNavbar, drawerOpened, onToggleDrawer }: HeaderProps) {
  const { t } = useLingui();
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const inlineScope = useMediaQuery(inlineScopeQuery, true, { getInitialValueInEffect: false });
  const logoText = useMediaQuery(wideUserMenuQuery, true, { getInitialValueInEffect: false });
  const hasScope = useOptionalPortalScope() !== null;
  const toggleLabel = collapsed ? t`Expand sidebar` : t`Collapse sidebar`;
  return (
    <AppShell.Header px={{ base: 'xs', sm: 'md' }}>
      <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          {wideNavbar ? (
            <Tooltip label={toggleLabel}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                onClick={() => setCollapsed(!collapsed)}
                aria-label={toggleLabel}
                aria-expanded={!collapsed}
              >
                {collapsed ? (
                  <IconLayoutSidebarLeftExpand size={20} />
                ) : (
                  <IconLayoutSidebarLeftCollapse size={20} />
                )}
              </ActionIcon>
            </Tooltip>
          ) : (
            <Burger
              opened={drawerOpened}
              onClick={onToggleDrawer}
              size="sm"
              aria-label={t`Navigation menu`}
              aria-expanded={drawerOpened}
            />
          )}
          <Link
            to="/search/overview"
            aria-label={t`Engine Portal: search overview`}
            style={{ textDecoration: 'none', display: 'flex' }}
          >
            <Logo compact={!logoText} />
          </Link>
        </Group>
        {/* Without a scope (the scope info could not be loaded) the header keeps the rest. */}
        {!hasScope ? <Box flex={1} /> : inlineScope ? <ScopeSelectors /> : <ScopeButton />}
        <UserMenu profile={profile} internal={internal} />
      </Group>
    </AppShell.Header>
  );
}
