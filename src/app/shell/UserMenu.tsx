import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { UserProfile } from '@/auth/profile';
import { lazyKit, useLazyKit, warm } from '@/components/lazy/lazy-kit';
import { useLazyTrigger } from '@/components/lazy/use-lazy-trigger';
import { LightAvatar } from '@/components/LightAvatar';
import { wideUserMenuQuery } from './layout';

const settingsKit = lazyKit(() => import('./settings-popover'));

/**
 * The Gravatar address of an e-mail (spec §9). Its MD5 hash loads after the first paint, not with
 * the shell every page downloads first (issue 14): until then the avatar shows the initials.
 */
function useGravatarUrl(email: string | undefined): string | null {
  const [url, setUrl] = useState<{ email: string; url: string } | null>(null);
  useEffect(() => {
    if (!email) return;
    let current = true;
    void import('./gravatar').then(({ gravatarUrl }) => {
      if (current) setUrl({ email, url: gravatarUrl(email) });
    });
    return () => {
      current = false;
    };
  }, [email]);
  return email && url?.email === email ? url.url : null;
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
  const src = useGravatarUrl(profile.email);
  // The initials show until the address is known and when the image cannot load (offline, blocked).
  return (
    <LightAvatar src={src} size={30} radius="xl" alt="" color="indigo" data-testid="user-avatar">
      {initials(profile.name)}
    </LightAvatar>
  );
}

/**
 * The gear button of the account settings. Its popover, switches, choice and tooltip (floating-ui:
 * ~30 KB gzip) load when the button is first pointed at, focused or pressed (issue 14); the same
 * button then stands inside the popover's target, opened if it was pressed.
 */
function SettingsButton({
  profile,
  internal,
  wide,
}: {
  profile: UserProfile;
  internal: boolean;
  wide: boolean;
}) {
  const { t } = useLingui();
  const kit = useLazyKit(settingsKit);
  const onWarm = () => warm(settingsKit);
  const { requested, focused, handlers } = useLazyTrigger(onWarm);
  if (kit)
    return (
      <kit.SettingsPopover
        profile={profile}
        internal={internal}
        wide={wide}
        defaultOpened={requested}
        autoFocus={focused && !requested}
      />
    );
  const settingsLabel = t`Account settings`;
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={settingsLabel}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={onWarm}
      {...handlers}
    >
      <IconSettings size={20} />
    </ActionIcon>
  );
}

/**
 * Avatar, name, the account-settings dropdown and 'Sign out!' (spec §2). On narrow screens the
 * dropdown also holds the name and 'Sign out!' (layout.ts).
 */
export function UserMenu({ profile, internal }: { profile: UserProfile; internal: boolean }) {
  const wide = useMediaQuery(wideUserMenuQuery, true, { getInitialValueInEffect: false });
  const menu = <SettingsButton profile={profile} internal={internal} wide={wide} />;

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
