import { t } from '@lingui/core/macro';
import type { Access } from '@/api/generated/model';
import type { RuleKind } from './kinds';

/**
 * What the import/export menu says about a kind's file beyond its format: which rules it holds
 * (pins: the global ones only for users who may set them), and why a kind travels only as JSON.
 */
export function kindNote(kind: RuleKind, access: Access): string | null {
  switch (kind) {
    case 'experience':
      return t`JSON only: feature sets are nested lists, which CSV cannot hold.`;
    case 'manual-recommendation':
      return t`JSON only: each product's recommended products are a nested list, which CSV cannot hold.`;
    case 'pin':
      return access.PulseAccess
        ? t`Pins per query and per navigation page, and global pins.`
        : t`Pins per query and per navigation page.`;
    default:
      return null;
  }
}
