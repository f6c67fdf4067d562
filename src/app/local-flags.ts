import { localStorageColorSchemeManager } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';

/**
 * The three local-storage flags of spec §9, and nothing else in local storage but the colour
 * scheme (written only once the user picks one, the default follows the system).
 */
export const localFlagKeys = {
  sidebarCollapsed: 'engine-portal.sidebarCollapsed',
  experimentalFeatures: 'engine-portal.experimentalFeatures',
  debugInfo: 'engine-portal.debugInfo',
} as const;

function useFlag(key: string) {
  return useLocalStorage<boolean>({ key, defaultValue: false, getInitialValueInEffect: false });
}

export const useSidebarCollapsed = () => useFlag(localFlagKeys.sidebarCollapsed);
export const useExperimentalFeatures = () => useFlag(localFlagKeys.experimentalFeatures);
export const useDebugInfo = () => useFlag(localFlagKeys.debugInfo);

/** Where Mantine keeps the chosen colour scheme ('light', 'dark' or 'auto'). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'engine-portal.colorScheme' });
