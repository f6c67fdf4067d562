import { useLingui } from '@lingui/react/macro';
import { Input, SegmentedControl, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';

/**
 * Light, dark or the system's scheme (the default), in the account settings. Mantine remembers the
 * choice through the colour scheme manager of App.tsx; 'System' follows the operating system live.
 */
export function ColorSchemeChoice() {
  const { t } = useLingui();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const label = t`Colour scheme`;
  return (
    <Input.Wrapper label={label} labelElement="div">
      <SegmentedControl
        aria-label={label}
        size="xs"
        fullWidth
        value={colorScheme}
        onChange={(value) => setColorScheme(value as MantineColorScheme)}
        data={[
          { value: 'light', label: t`Light` },
          { value: 'dark', label: t`Dark` },
          { value: 'auto', label: t`System` },
        ]}
      />
    </Input.Wrapper>
  );
}
