import { useLingui } from '@lingui/react/macro';
import { DateTimePicker, type DateTimePickerProps, type TimePickerPasteSplit } from '@mantine/dates';
import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
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

  // Mantine's hours field starts over when two typed digits exceed 23 ('25' becomes 05 and the
  // minutes follow): the digit that would do so is refused, the field says why, and the picker
  // cannot be applied until the hours are typed again (Backspace, or a click into them).
  const [badHour, setBadHour] = useState<string | null>(null);
  // The key handler reads the refusal from a ref: keys typed quickly on a busy machine arrive before
  // React has rendered the last one's state, and a stale 'refused' would drop the digits that follow.
  const badHourNow = useRef<string | null>(null);
  const showBadHour = (value: string | null) => {
    badHourNow.current = value;
    setBadHour(value);
  };
  const firstHourDigit = useRef<number | null>(null);
  const restartHours = () => {
    firstHourDigit.current = null;
    showBadHour(null);
  };
  const hoursKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' || event.key === 'Delete') return restartHours();
    if (!/^[0-9]$/.test(event.key)) {
      firstHourDigit.current = null;
      return;
    }
    if (badHourNow.current !== null) return event.preventDefault();
    const digit = Number(event.key);
    const first = firstHourDigit.current;
    // Digits 3–9 are a whole hour at once; 0–2 wait for a second digit.
    firstHourDigit.current = first === null && digit <= 2 ? digit : null;
    if (first !== null && first * 10 + digit > 23) {
      event.preventDefault();
      setUnreadable(null);
      showBadHour(`${first}${digit}`);
    }
  };

  const pasteSplit: TimePickerPasteSplit = ({ time }) => {
    restartHours();
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
    restartHours();
    const whole = readTypedDateTime(text);
    if (whole) change(whole);
    else setUnreadable(text);
  };

  const badHourText = badHour ? t`${badHour} is not an hour: type 00 to 23 (e.g. 14 for 2 pm).` : null;
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
      error={error ?? unreadableText ?? badHourText}
      clearable
      valueFormat={dateTimePickerFormat}
      locale={i18n.locale}
      nextLabel={t`Next month`}
      previousLabel={t`Previous month`}
      clearButtonProps={{ 'aria-label': t`Clear ${name}` }}
      submitButtonProps={{ 'aria-label': t`Apply ${name}`, disabled: badHour !== null }}
      timePickerProps={{
        hoursInputLabel: t`Hours`,
        minutesInputLabel: t`Minutes`,
        pasteSplit,
        // Capture: Mantine's own key handling (arrows, Backspace) stays as it ships.
        hoursInputProps: {
          onKeyDownCapture: hoursKeyDown,
          onFocusCapture: restartHours,
          onClickCapture: restartHours,
        },
      }}
      // An empty schedule field means something ('Immediately', 'Until deleted'): readable, not faint.
      styles={{ placeholder: { color: 'var(--mantine-color-gray-7)', fontStyle: 'italic' } }}
      {...rest}
    />
  );
}
