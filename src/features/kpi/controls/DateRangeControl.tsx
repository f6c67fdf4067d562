import 'dayjs/locale/de';
import { useLingui } from '@lingui/react/macro';
import { DatePickerInput, type DatePickerPreset } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { localToday } from '@/lib/iso-day';
import { datePresetIds, presetRange, type DatePresetId, type DateRange } from '../model/date-range';
import classes from './DateRangeControl.module.css';
import { usePresetLabels } from './preset-labels';

type Value = [string | null, string | null];

interface DateRangeControlProps {
  range: DateRange;
  onChange: (range: DateRange) => void;
}

/**
 * Spec §9: the KPI period, a date range with the presets Prev. week ... This month, or any free
 * range up to today.
 */
export function DateRangeControl({ range, onChange }: DateRangeControlProps) {
  const { t, i18n } = useLingui();
  const labels = usePresetLabels();
  const phone = useMediaQuery('(max-width: 35.99em)', false, { getInitialValueInEffect: false });
  const todayIso = localToday();
  // A range is picked in two clicks; the half-picked range stays local until both ends are set.
  const [value, setValue] = useState<Value>([range.startDate, range.endDate]);
  useEffect(() => setValue([range.startDate, range.endDate]), [range.startDate, range.endDate]);

  const presets = useMemo<DatePickerPreset<'range'>[]>(
    () =>
      datePresetIds.map((id: DatePresetId) => {
        const preset = presetRange(id, todayIso);
        return { value: [preset.startDate, preset.endDate], label: labels[id] };
      }),
    [labels, todayIso],
  );

  return (
    <DatePickerInput
      type="range"
      label={t`Date range`}
      value={value}
      onChange={(next) => {
        setValue(next);
        const [start, end] = next;
        if (start && end) onChange({ startDate: start, endDate: end });
      }}
      onDropdownClose={() => setValue([range.startDate, range.endDate])}
      presets={presets}
      valueFormat="YYYY-MM-DD"
      labelSeparator="–"
      maxDate={todayIso}
      locale={i18n.locale}
      firstDayOfWeek={1}
      // On phones one month in a full-screen dialog; two months side by side do not fit.
      numberOfColumns={phone ? 1 : 2}
      dropdownType={phone ? 'modal' : 'popover'}
      classNames={
        phone ? { datePickerRoot: classes.stackedRoot, presetsList: classes.stackedPresets } : undefined
      }
      allowSingleDateInRange
      leftSection={<IconCalendar size={16} aria-hidden="true" />}
      w={260}
    />
  );
}
