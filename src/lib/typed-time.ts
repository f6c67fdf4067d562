import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

// dayjs's strict parsing wants the exact digits: every way of writing hours and minutes is listed.
const clockTimes = ['H:m', 'H:mm', 'HH:m', 'HH:mm', 'H:mm:ss', 'HH:mm:ss'];
/** How people write a time of day: '14:30', '1430', '930', '7', '7:5', '14.30'. */
const timeFormats = [...clockTimes, ...clockTimes.map((f) => f.replace(':', '.')), 'H', 'HH'];
const dates = ['YYYY-MM-DD', 'D.M.YYYY', 'DD.MM.YYYY', 'D.MM.YYYY', 'DD.M.YYYY'];
/** A date and time as people paste it from the portal, a spreadsheet or a German text. */
const dateTimeFormats = [
  ...dates,
  ...dates.flatMap((date) => clockTimes.flatMap((time) => [`${date} ${time}`, `${date}T${time}`])),
];
const withZone = /(?:z|[+-]\d{2}:?\d{2})$/i;

export interface TimeParts {
  hours: number;
  minutes: number;
  seconds: number;
}

/** A typed or pasted time of day (24 hours), or null when the text is not one. */
export function readTypedTime(text: string): TimeParts | null {
  // '1430' and '930': the last two digits are the minutes.
  const value = text.trim().replace(/^(\d{1,2})(\d{2})$/, '$1:$2');
  const parsed = dayjs(value, timeFormats, true);
  if (!parsed.isValid()) return null;
  return { hours: parsed.hour(), minutes: parsed.minute(), seconds: parsed.second() };
}

/**
 * A typed or pasted date and time as a picker value ('YYYY-MM-DD HH:mm:ss' in the user's time
 * zone), or null. A time with a zone (ISO 8601 with 'Z' or an offset) is moved into the user's zone.
 */
export function readTypedDateTime(text: string): string | null {
  const value = text.trim();
  const parsed = withZone.test(value) ? dayjs(value) : dayjs(value, dateTimeFormats, true);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD HH:mm:ss') : null;
}
