import { createTheme, mergeThemeOverrides, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 8 keeps white-on-filled and colored-on-white text above WCAG AA contrast (indigo, red).
  primaryShade: { light: 8, dark: 5 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  components: {
    // Mantine's gray-6 description fails AA contrast.
    Notification: { defaultProps: { withBorder: true }, styles: { description: { color: 'var(--mantine-color-gray-7)' } } },
  },
});

/** The theme with the translated labels Mantine needs for its icon-only buttons. */
export function themeWithLabels(closeLabel: string) {
  return mergeThemeOverrides(
    theme,
    createTheme({
      components: {
        Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
        Drawer: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
        Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
      },
    }),
  );
}

/** Mantine's default dimmed grey fails WCAG AA contrast on white; ours passes (axe-core clean). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
