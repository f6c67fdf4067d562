import { t } from '@lingui/core/macro';
import type { PositionKind } from './types';

/** "line 4", "entry 4", "rule 4": where a row came from, in a sentence. */
export function positionLabel(kind: PositionKind, position: number): string {
  if (kind === 'line') return t`line ${position}`;
  if (kind === 'item') return t`entry ${position}`;
  return t`rule ${position}`;
}

/** The header of the position column. */
export function positionHeader(kind: PositionKind): string {
  if (kind === 'line') return t`Line`;
  if (kind === 'item') return t`Entry`;
  return t`No.`;
}
