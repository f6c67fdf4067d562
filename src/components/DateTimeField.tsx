import { useLingui } from '@lingui/react/macro';
import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import 'dayjs/locale/de';
import { userTimeZone } from '@/lib/schedule';

export interface DateTimeFieldProps extends Omit<DateTimePickerProps, 'value' | 'onChange' | 'type'> {
  /** 'YYYY-MM-DD HH:mm:ss' in the user's time zone, or null when unset. */
  value: string | null;
  onChange: (value: string | null) => void;
  label: string;
}

/**
 * A clearable date-and-time picker for schedules (pins, recommendation targets): shown in the
 * user's time zone with the spec's YYYY-MM-DD dates; convert with src/lib/schedule.ts for the API.
 */
export function DateTimeField({ value, onChange, label, description, ...rest }: DateTimeFieldProps) {
  const { t, i18n } = useLingui();
  const zone = userTimeZone();
  // In lists the visible label repeats ('Start'); an aria-label names the field and its buttons uniquely.
  const name = rest['aria-label'] ?? label;
  return (
    <DateTimePicker
      label={label}
      description={description === undefined ? t`Your time zone: ${zone}` : description}
      value={value}
      onChange={(next) => onChange(next ? String(next) : null)}
      clearable
      valueFormat="YYYY-MM-DD HH:mm"
      locale={i18n.locale}
      nextLabel={t`Next month`}
      previousLabel={t`Previous month`}
      clearButtonProps={{ 'aria-label': t`Clear ${name}` }}
      submitButtonProps={{ 'aria-label': t`Apply ${name}` }}
      timePickerProps={{ hoursInputLabel: t`Hours`, minutesInputLabel: t`Minutes` }}
      // An empty schedule field means something ('Immediately', 'Until deleted'): readable, not faint.
      styles={{ placeholder: { color: 'var(--mantine-color-gray-7)', fontStyle: 'italic' } }}
      {...rest}
    />
  );
}
