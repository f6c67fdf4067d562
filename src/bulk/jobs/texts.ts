import { t } from '@lingui/core/macro';
import type { RowOutcome } from '@/bulk/engine';

/** Names of the outcomes, for counts and the report. */
export function outcomeLabel(outcome: RowOutcome): string {
  switch (outcome) {
    case 'applied':
      return t`Applied`;
    case 'unchanged':
      return t`Unchanged`;
    case 'conflict':
      return t`Conflict`;
    case 'failed':
      return t`Failed`;
    case 'not-attempted':
      return t`Not attempted`;
  }
}
