import { useMemo } from 'react';
import type { ProductPositionOverride } from '@/api/generated/model';
import { useDraftFindings } from '@/components/rule-health/use-draft-findings';
import type { DraftRule } from '@/rules/health/draft-findings';
import type { PinContext } from './pin-context';
import { formContext, formPin, validatePinForm, type PinFormValues } from './pin-form';

/**
 * The pin being edited as rule health sees it, and the findings it would take part in once saved
 * (another product on its position at an overlapping time). Only a complete, valid pin is checked.
 */
export function usePinHealth(
  values: PinFormValues,
  stored: { context: PinContext; pin?: ProductPositionOverride },
) {
  const draft = useMemo((): DraftRule | null => {
    if (!values.product || Object.keys(validatePinForm(values)).length > 0) return null;
    const replaces = stored.pin
      ? {
          type: 'pin' as const,
          context: stored.context,
          entity: stored.pin.Entity,
          position: stored.pin.Position,
        }
      : null;
    return { type: 'pin', context: formContext(values), pin: formPin(values, values.product), replaces };
  }, [values, stored.context, stored.pin]);
  return { draft, findings: useDraftFindings(draft, 'pin') };
}
