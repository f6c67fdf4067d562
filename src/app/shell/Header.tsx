import { useLingui } from '@lingui/react/macro';
import { ActionIcon, AppShell, Group, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { UserProfile } from '@/auth/profile';
import { useSidebarCollapsed } from '@/app/local-flags';
import { Logo } from '@/components/Logo';
import { ScopeSelectors } from '@/scope/ScopeSelectors';
import { UserMenu } from './UserMenu';

export function Header({ profile, internal }: { profile: UserProfile; internal: boolean }) {
  const { t } = useLingui();
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const toggleLabel = collapsed ? t`Expand sidebar` : t`Collapse sidebar`;
  return (
    <AppShell.Header px="md">
      <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
        <Group gap="sm" wrap="nowrap">
          <Tooltip label={toggleLabel}>
            <ActionIcon variant="subtle" color="gray" size="lg" onClick={() => setCollapsed(!collapsed)} aria-label={toggleLabel} aria-expanded={!collapsed}>
              {collapsed ? <IconLayoutSidebarLeftExpand size={20} /> : <IconLayoutSidebarLeftCollapse size={20} />}
            </ActionIcon>
          </Tooltip>
          <Link to="/search/overview" aria-label={t`Engine Portal: search overview`} style={{ textDecoration: 'none' }}>
            <Logo />
          </Link>
        </Group>
        <ScopeSelectors />
        <UserMenu profile={profile} internal={internal} />
      </Group>
    </AppShell.Header>
  );
}
