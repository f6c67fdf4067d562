import { isScenarioActive } from './state';

/**
 * Spec §4 access presets: full access (all on), synonyms and boost/bury only, none; and local pins
 * only (PulseLocalPinsAccess without PulseAccess), which separates the two Pulse flags.
 */
export type AccessPreset = 'full' | 'limited' | 'local-pins' | 'none';

export const accessFlagNames = [
  'SynonymsAccess',
  'BoostBuryAccess',
  'RedirectsAccess',
  'RefinementsAccess',
  'ExperienceEditorAccess',
  'ManualRecommendationsAccess',
  'PulseAccess',
  'PulseLocalPinsAccess',
  'PulsePinsDueToAdAccess',
  'RecommendationsKpiGreAccess',
  'RecommendationsKpiGceAccess',
  'RecommendationsKpiGreceAccess',
  'RecommendationsKpiGbrAccess',
] as const;

export type AccessFlags = Record<(typeof accessFlagNames)[number], boolean>;

export function accessFor(preset: AccessPreset): AccessFlags {
  const flags = Object.fromEntries(accessFlagNames.map((name) => [name, preset === 'full'])) as AccessFlags;
  if (preset === 'limited') {
    flags.SynonymsAccess = true;
    flags.BoostBuryAccess = true;
  }
  if (preset === 'local-pins') {
    flags.PulseLocalPinsAccess = true;
    flags.SynonymsAccess = true;
  }
  return flags;
}

/** The demo accounts of the local identity provider (docs/demo-accounts.md) and their presets. */
const presetByLocalPart: Record<string, AccessPreset> = {
  merchandiser: 'full',
  analyst: 'full',
  developer: 'full',
  agency: 'full',
  limited: 'limited',
  pins: 'local-pins',
  viewer: 'none',
};

/** An access-* scenario overrides the per-user preset. */
export function presetForEmail(email: string | null): AccessPreset {
  if (isScenarioActive('access-full')) return 'full';
  if (isScenarioActive('access-limited')) return 'limited';
  if (isScenarioActive('access-local-pins')) return 'local-pins';
  if (isScenarioActive('access-none')) return 'none';
  const localPart = (email ?? '').split('@')[0]?.toLowerCase() ?? '';
  return presetByLocalPart[localPart] ?? 'full';
}
