import { Trans } from '@lingui/react/macro';
import { Avatar, Button, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { UserProfile } from '@/auth/profile';
import { gravatarUrl } from './gravatar';
import { wideUserMenuQuery } from './layout';
import { SettingsPopover } from './SettingsPopover';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

function UserAvatar({ profile }: { profile: UserProfile }) {
  // Spec §9: the Gravatar image; the initials show when it cannot load (offline, blocked).
  return (
    <Avatar
      src={profile.email ? gravatarUrl(profile.email) : null}
      size={30}
      radius="xl"
      alt=""
      color="indigo"
      data-testid="user-avatar"
    >
      {initials(profile.name)}
    </Avatar>
  );
}

/**
 * Avatar, name, the account-settings dropdown and 'Sign out!' (spec §2). On narrow screens the
 * dropdown also holds the name and 'Sign out!' (layout.ts).
 */
export function UserMenu({ profile, internal }: { profile: UserProfile; internal: boolean }) {
  const wide = useMediaQuery(wideUserMenuQuery, true, { getInitialValueInEffect: false });
  const menu = <SettingsPopover profile={profile} internal={internal} wide={wide} />;

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
      <Button
        component={Link}
        to="/auth/signout"
        variant="default"
        size="xs"
        leftSection={<IconLogout size={16} />}
        style={{ flexShrink: 0 }}
      >
        <Trans>Sign out!</Trans>
      </Button>
    </Group>
  );
}
