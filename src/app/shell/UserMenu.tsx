import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Avatar, Button, Group, Menu, Switch, Text, Tooltip } from '@mantine/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import md5 from 'blueimp-md5';
import type { UserProfile } from '@/auth/profile';
import { useDebugInfo, useExperimentalFeatures } from '@/app/local-flags';

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

export function UserMenu({ profile, internal }: { profile: UserProfile; internal: boolean }) {
  const { t } = useLingui();
  const [experimental, setExperimental] = useExperimentalFeatures();
  const [debugInfo, setDebugInfo] = useDebugInfo();
  const navigate = useNavigate();

  const onExperimentalChange = (checked: boolean) => {
    setExperimental(checked);
    // Spec §4: disabling experimental features navigates to the dashboard.
    if (!checked) void navigate({ to: '/search/dashboard' });
  };

  return (
    <Group gap="sm" wrap="nowrap">
      <Group gap={8} wrap="nowrap">
        {/* The initials show when the image cannot load (offline, blocked). */}
        <Avatar src={profile.email ? gravatarUrl(profile.email) : null} size={30} radius="xl" alt="" color="indigo">
          {initials(profile.name)}
        </Avatar>
        <Text size="sm" fw={500} visibleFrom="sm" data-testid="user-name">
          {profile.name}
        </Text>
      </Group>
      <Menu position="bottom-end" withinPortal closeOnItemClick={false}>
        <Menu.Target>
          <Tooltip label={t`Account settings`}>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t`Account settings`}>
              <IconSettings size={20} />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Trans>Account settings</Trans>
          </Menu.Label>
          {internal ? (
            <Menu.Item component="div">
              <Switch
                label={t`Experimental features`}
                checked={experimental}
                onChange={(event) => onExperimentalChange(event.currentTarget.checked)}
              />
            </Menu.Item>
          ) : null}
          <Menu.Item component="div">
            <Switch label={t`Debug info`} checked={debugInfo} onChange={(event) => setDebugInfo(event.currentTarget.checked)} />
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Button component={Link} to="/auth/signout" variant="default" size="xs" leftSection={<IconLogout size={16} />}>
        <Trans>Sign out!</Trans>
      </Button>
    </Group>
  );
}
