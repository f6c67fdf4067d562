import { createTheme, mergeThemeOverrides, type CSSVariablesResolver } from '@mantine/core';
import classes from './theme.module.css';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 8 (7 in the dark scheme) keeps white-on-filled and colored-on-white text above WCAG AA contrast (indigo, red).
  primaryShade: { light: 8, dark: 7 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  components: {
    // Mantine's gray-6 description fails AA contrast (the dimmed colour below passes in both schemes).
    Notification: {
      defaultProps: { withBorder: true },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
    SegmentedControl: { classNames: { root: classes.segmentedRoot } },
    Modal: {
      classNames: { root: classes.modalRoot, content: classes.modalContent, inner: classes.modalInner },
    },
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
    // The page behind the cards (the shell's main area).
    '--portal-page-bg': 'var(--mantine-color-gray-0)',
    // Coloured text (good/bad changes, warnings) at AA contrast on the scheme's background.
    '--portal-text-good': 'var(--mantine-color-teal-9)',
    '--portal-text-bad': 'var(--mantine-color-red-9)',
    // Mantine's darkest orange (orange-9) is 4.3:1 on white and 3.6:1 on a light orange alert.
    '--portal-text-warn': '#b23c0b',
    '--portal-text-caution': 'var(--mantine-color-yellow-9)',
    '--portal-text-info': 'var(--mantine-color-blue-8)',
  },
  dark: {
    // Mantine's dark-2 dimmed text is 4.4:1 on the dark page; dark-1 passes AA.
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--portal-page-bg': 'var(--mantine-color-dark-8)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--portal-text-good': 'var(--mantine-color-teal-4)',
    '--portal-text-bad': 'var(--mantine-color-red-4)',
    '--portal-text-warn': 'var(--mantine-color-orange-4)',
    '--portal-text-caution': 'var(--mantine-color-yellow-4)',
    '--portal-text-info': 'var(--mantine-color-blue-4)',
  },
});
