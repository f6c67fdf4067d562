import { useLingui } from '@lingui/react/macro';
import { Menu, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun, type Icon } from '@tabler/icons-react';

/**
 * Light, dark or the system's scheme (the default), in the account menu. Mantine remembers the
 * choice through the colour scheme manager of App.tsx; 'System' follows the operating system live.
 */
export function ColorSchemeItems() {
  const { t } = useLingui();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const choices: { value: MantineColorScheme; label: string; icon: Icon }[] = [
    { value: 'light', label: t`Light`, icon: IconSun },
    { value: 'dark', label: t`Dark`, icon: IconMoon },
    { value: 'auto', label: t`System`, icon: IconDeviceDesktop },
  ];
  return (
    <>
      <Menu.Label>{t`Colour scheme`}</Menu.Label>
      {choices.map(({ value, label, icon: ChoiceIcon }) => (
        <Menu.Item
          key={value}
          role="menuitemradio"
          aria-checked={colorScheme === value}
          leftSection={<ChoiceIcon size={16} aria-hidden="true" />}
          rightSection={colorScheme === value ? <IconCheck size={16} aria-hidden="true" /> : null}
          onClick={() => setColorScheme(value)}
        >
          {label}
        </Menu.Item>
      ))}
    </>
  );
}
