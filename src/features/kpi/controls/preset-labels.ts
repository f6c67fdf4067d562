import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { DatePresetId } from '../model/date-range';

/** Spec §9 preset names, exactly: Prev. week, This week, Last 14 days, Last 30 days, Prev. month, This month. */
export function usePresetLabels(): Record<DatePresetId, string> {
  const { t } = useLingui();
  return useMemo(
    () => ({
      prevWeek: t`Prev. week`,
      thisWeek: t`This week`,
      last14Days: t`Last 14 days`,
      last30Days: t`Last 30 days`,
      prevMonth: t`Prev. month`,
      thisMonth: t`This month`,
    }),
    [t],
  );
}
