import type { Access } from '@/api/generated/model';
import type { RuleTypeId } from '@/rules/rule-type';
import type { FileFormat } from './file-format';

// What the import/export menu must know before its code has loaded (which items to offer to whom).
// Only types and access flags here: a list page imports this with the menu.

/** Kinds with a codec and calls of their own in this folder (codecs/, adapters.ts). */
export type ListKind = 'synonym' | 'redirect' | 'boost';

/**
 * Kinds made of the rule types of src/rules: read, compared and written through those types, their
 * JSON file the rule file (rules listed by type), each rule carried with its type (`TypedRule`).
 */
export type TypedKind = 'experience' | 'pin' | 'manual-recommendation';

export type RuleKind = ListKind | TypedKind;

export const typesOfKind: Record<TypedKind, readonly RuleTypeId[]> = {
  experience: ['experienceRules'],
  pin: ['pins.query', 'pins.navigation', 'pins.global'],
  'manual-recommendation': ['manualRecommendations'],
};

export function isTypedKind(kind: string): kind is TypedKind {
  return kind in typesOfKind;
}

/** Whether the access flags of a scope let the user write rules of the kind (import, copy there). */
export const kindAllowed: Record<RuleKind, (access: Access) => boolean> = {
  synonym: (access) => access.SynonymsAccess,
  redirect: (access) => access.RedirectsAccess,
  boost: (access) => access.BoostBuryAccess,
  experience: (access) => access.ExperienceEditorAccess,
  // Pins per query and per navigation page take either flag; global pins PulseAccess, checked per rule.
  pin: (access) => access.PulseAccess || access.PulseLocalPinsAccess,
  'manual-recommendation': (access) => access.ManualRecommendationsAccess,
};

/** The file formats of a kind: CSV only where a rule is flat (feature sets and target lists are not). */
export const kindFormats: Record<RuleKind, readonly FileFormat[]> = {
  synonym: ['csv', 'json'],
  redirect: ['csv', 'json'],
  boost: ['csv', 'json'],
  experience: ['json'],
  pin: ['csv', 'json'],
  'manual-recommendation': ['json'],
};
