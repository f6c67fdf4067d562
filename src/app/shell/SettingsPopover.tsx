import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Popover, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import type { UserProfile } from '@/auth/profile';
import { useDebugInfo, useExperimentalFeatures } from '@/app/local-flags';
import { ColorSchemeChoice } from './ColorSchemeChoice';

interface SettingsPopoverProps {
  profile: UserProfile;
  internal: boolean;
  /** Narrow screens: the name and 'Sign out!' are in here (layout.ts). */
  wide: boolean;
}

/**
 * The account settings (spec §2, §9) behind the header's gear button. A popover (a labelled dialog), not a menu: it holds switches and a
 * choice, which a menu's items cannot.
 */
export function SettingsPopover({ profile, internal, wide }: SettingsPopoverProps) {
  const { t } = useLingui();
  const [experimental, setExperimental] = useExperimentalFeatures();
  const [debugInfo, setDebugInfo] = useDebugInfo();
  const navigate = useNavigate();

  const onExperimentalChange = (checked: boolean) => {
    setExperimental(checked);
    // Spec §4: disabling experimental features navigates to the dashboard.
    if (!checked) void navigate({ to: '/search/dashboard' });
  };

  const settingsLabel = t`Account settings`;
  return (
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
            <Switch
              label={t`Experimental features`}
              checked={experimental}
              onChange={(event) => onExperimentalChange(event.currentTarget.checked)}
            />
          ) : null}
          <Switch
            label={t`Debug info`}
            checked={debugInfo}
            onChange={(event) => setDebugInfo(event.currentTarget.checked)}
          />
          <ColorSchemeChoice />
          {wide ? null : (
            <Button
              component={Link}
              to="/auth/signout"
              variant="default"
              size="sm"
              leftSection={<IconLogout size={16} />}
            >
              <Trans>Sign out!</Trans>
            </Button>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
