import { useLingui } from '@lingui/react/macro';
import { DateTimePicker, type DateTimePickerProps, type TimePickerPasteSplit } from '@mantine/dates';
import { useRef, useState, type ClipboardEvent } from 'react';
import 'dayjs/locale/de';
import { dateTimePickerFormat } from '@/lib/format';
import { userTimeZone } from '@/lib/schedule';
import { readTypedDateTime, readTypedTime } from '@/lib/typed-time';

export interface DateTimeFieldProps extends Omit<DateTimePickerProps, 'value' | 'onChange' | 'type'> {
  /** 'YYYY-MM-DD HH:mm:ss' in the user's time zone, or null when unset. */
  value: string | null;
  onChange: (value: string | null) => void;
  label: string;
}

const noTime = { hours: null, minutes: null, seconds: null, amPm: null };

/**
 * A clearable date-and-time picker for schedules (pins, recommendation targets): shown in the
 * user's time zone with the spec's YYYY-MM-DD dates; convert with src/lib/schedule.ts for the API.
 * Typing into the hours and minutes is Mantine's own; what is pasted (a time as people write it, or
 * a whole date and time, into the field or its hours) is read here, and what cannot be read is said.
 */
export function DateTimeField({ value, onChange, label, description, error, ...rest }: DateTimeFieldProps) {
  const { t, i18n } = useLingui();
  const zone = userTimeZone();
  const [unreadable, setUnreadable] = useState<string | null>(null);
  // The picker puts a pasted time on the day it shows; a pasted date and time replaces that day too.
  const pastedDateTime = useRef<string | null>(null);
  // In lists the visible label repeats ('Start'); an aria-label names the field and its buttons uniquely.
  const name = rest['aria-label'] ?? label;

  const change = (next: string | null) => {
    setUnreadable(null);
    onChange(next);
  };

  const pasteSplit: TimePickerPasteSplit = ({ time }) => {
    const whole = readTypedDateTime(time);
    const parts = readTypedTime(whole ? whole.slice(11) : time);
    if (!parts) {
      setUnreadable(time.trim());
      return noTime;
    }
    pastedDateTime.current = whole;
    return { ...parts, amPm: null };
  };

  const pasteIntoField = (event: ClipboardEvent<HTMLButtonElement>) => {
    const text = event.clipboardData.getData('text/plain').trim();
    if (text === '') return;
    event.preventDefault();
    const whole = readTypedDateTime(text);
    if (whole) change(whole);
    else setUnreadable(text);
  };

  const unreadableText = unreadable
    ? t`"${unreadable}" is not a date and time. Type the hours and minutes (e.g. 14:30 or 1430) or paste a date and time like 2026-12-24 14:30.`
    : null;

  return (
    <DateTimePicker
      label={label}
      description={description === undefined ? t`Your time zone: ${zone}` : description}
      value={value}
      onChange={(next) => {
        const pasted = pastedDateTime.current;
        pastedDateTime.current = null;
        change(pasted ?? (next ? String(next) : null));
      }}
      onPaste={pasteIntoField}
      error={error ?? unreadableText}
      clearable
      valueFormat={dateTimePickerFormat}
      locale={i18n.locale}
      nextLabel={t`Next month`}
      previousLabel={t`Previous month`}
      clearButtonProps={{ 'aria-label': t`Clear ${name}` }}
      submitButtonProps={{ 'aria-label': t`Apply ${name}` }}
      timePickerProps={{ hoursInputLabel: t`Hours`, minutesInputLabel: t`Minutes`, pasteSplit }}
      // An empty schedule field means something ('Immediately', 'Until deleted'): readable, not faint.
      styles={{ placeholder: { color: 'var(--mantine-color-gray-7)', fontStyle: 'italic' } }}
      {...rest}
    />
  );
}
