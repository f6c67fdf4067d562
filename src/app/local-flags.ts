import { useLocalStorage } from '@mantine/hooks';

/**
 * The three local-storage flags of spec §9, and nothing else in local storage.
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
