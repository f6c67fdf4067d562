import { useLingui } from '@lingui/react/macro';
import { Input } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useId } from 'react';
import { lazyKit } from '@/components/lazy/lazy-kit';
import { useLazyIntent } from '@/components/lazy/use-lazy-intent';
import type { DateRange } from '../model/date-range';

const dateRangeKit = lazyKit(() => import('./date-range-kit'));

/** Mantine's date picker input class (PickerInputBase.module.css): the button's padding and line height. */
const pickerInputClass = 'm_6fa5e2aa';

/**
 * Spec §9: the KPI period. Until the picker's code is wanted (issue 14: its calendar, popover and
 * dialog are ~25 KB gzip the first paint does not need) the field is drawn as Mantine draws the
 * picker's closed input; pointing at it starts the download, a click or key opens the real picker.
 */
export function DateRangeControl({
  range,
  onChange,
}: {
  range: DateRange;
  onChange: (range: DateRange) => void;
}) {
  const { t } = useLingui();
  const { module, intent, handlers } = useLazyIntent(dateRangeKit);
  const id = useId();
  if (module) return <module.DateRangePicker range={range} onChange={onChange} intent={intent} />;
  return (
    <Input.Wrapper id={id} label={t`Date range`} w={260}>
      <Input
        id={id}
        component="button"
        type="button"
        multiline
        pointer
        leftSection={<IconCalendar size={16} aria-hidden="true" />}
        classNames={{ input: pickerInputClass }}
        data-dates-input
        aria-haspopup="dialog"
        {...handlers}
        onClick={handlers.onPointerDown}
      >
        {`${range.startDate} – ${range.endDate}`}
      </Input>
    </Input.Wrapper>
  );
}
