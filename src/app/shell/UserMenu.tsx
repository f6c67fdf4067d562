import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Avatar, Button, Group, Popover, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import md5 from 'blueimp-md5';
import type { UserProfile } from '@/auth/profile';
import { useDebugInfo, useExperimentalFeatures } from '@/app/local-flags';
import { ColorSchemeChoice } from './ColorSchemeChoice';
import { wideUserMenuQuery } from './layout';

/** Spec §9: avatar size 30 in the retro style. */
export function gravatarUrl(email: string, size = 30): string {
  return `https://www.gravatar.com/avatar/${md5(email.trim().toLowerCase())}?s=${size * 2}&d=retro`;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

function UserAvatar({ profile }: { profile: UserProfile }) {
  // The initials show when the image cannot load (offline, blocked).
  return (
    <Avatar src={profile.email ? gravatarUrl(profile.email) : null} size={30} radius="xl" alt="" color="indigo" data-testid="user-avatar">
      {initials(profile.name)}
    </Avatar>
  );
}

/**
 * Avatar, name, the account-settings dropdown and 'Sign out!' (spec §2). On narrow screens the
 * dropdown also holds the name and 'Sign out!' (layout.ts).
 */
export function UserMenu({ profile, internal }: { profile: UserProfile; internal: boolean }) {
  const { t } = useLingui();
  const wide = useMediaQuery(wideUserMenuQuery, true, { getInitialValueInEffect: false });
  const [experimental, setExperimental] = useExperimentalFeatures();
  const [debugInfo, setDebugInfo] = useDebugInfo();
  const navigate = useNavigate();

  const onExperimentalChange = (checked: boolean) => {
    setExperimental(checked);
    // Spec §4: disabling experimental features navigates to the dashboard.
    if (!checked) void navigate({ to: '/search/dashboard' });
  };

  const settingsLabel = t`Account settings`;
  // A popover (a labelled dialog), not a menu: it holds switches and a choice, which a menu's items cannot.
  const menu = (
    <Popover position="bottom-end" withinPortal trapFocus returnFocus shadow="md" width={260}>
      <Popover.Target>
        <Tooltip label={settingsLabel}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={settingsLabel}>
            <IconSettings size={20} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown aria-label={settingsLabel}>
        <Stack gap="sm">
          {wide ? null : (
            <Text size="sm" fw={600} data-testid="user-name">
              {profile.name}
            </Text>
          )}
          <Text size="xs" fw={700} c="dimmed">
            <Trans>Account settings</Trans>
          </Text>
          {internal ? (
            <Switch label={t`Experimental features`} checked={experimental} onChange={(event) => onExperimentalChange(event.currentTarget.checked)} />
          ) : null}
          <Switch label={t`Debug info`} checked={debugInfo} onChange={(event) => setDebugInfo(event.currentTarget.checked)} />
          <ColorSchemeChoice />
          {wide ? null : (
            <Button component={Link} to="/auth/signout" variant="default" size="sm" leftSection={<IconLogout size={16} />}>
              <Trans>Sign out!</Trans>
            </Button>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );

  if (!wide) {
    return (
      <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
        <UserAvatar profile={profile} />
        {menu}
      </Group>
    );
  }
  return (
    // The user's name keeps its room (up to 160 px); the scope button beside it gives way first.
    <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
      <Group gap={8} wrap="nowrap">
        <UserAvatar profile={profile} />
        <Text size="sm" fw={500} truncate maw={160} data-testid="user-name">
          {profile.name}
        </Text>
      </Group>
      {menu}
      <Button component={Link} to="/auth/signout" variant="default" size="xs" leftSection={<IconLogout size={16} />} style={{ flexShrink: 0 }}>
        <Trans>Sign out!</Trans>
      </Button>
    </Group>
  );
}
