import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Avatar, Button, Group, Menu, Switch, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import md5 from 'blueimp-md5';
import type { UserProfile } from '@/auth/profile';
import { useDebugInfo, useExperimentalFeatures } from '@/app/local-flags';
import { ColorSchemeItems } from './ColorSchemeItems';
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
 * avatar itself opens the dropdown, which then also holds the name and 'Sign out!' (layout.ts).
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

  const signOutLabel = t`Sign out!`;
  const menu = (
    <Menu position="bottom-end" withinPortal closeOnItemClick={false}>
      <Menu.Target>
        {wide ? (
          <Tooltip label={t`Account settings`}>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t`Account settings`}>
              <IconSettings size={20} />
            </ActionIcon>
          </Tooltip>
        ) : (
          <UnstyledButton aria-label={t`Account settings`} style={{ borderRadius: '50%', display: 'flex' }}>
            <UserAvatar profile={profile} />
          </UnstyledButton>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        {wide ? null : (
          <Text size="sm" fw={500} px="sm" py={6} data-testid="user-name">
            {profile.name}
          </Text>
        )}
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
        <ColorSchemeItems />
        {wide ? null : (
          <>
            <Menu.Divider />
            <Menu.Item component={Link} to="/auth/signout" leftSection={<IconLogout size={16} aria-hidden="true" />}>
              {signOutLabel}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );

  if (!wide) return menu;
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Group gap={8} wrap="nowrap" miw={0}>
        <UserAvatar profile={profile} />
        <Text size="sm" fw={500} truncate maw={180} data-testid="user-name">
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
