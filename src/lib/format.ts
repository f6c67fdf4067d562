/** Numbers and dates formatted for the interface language (de and en separators). */

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A shared Intl.NumberFormat per locale and options. Creating one costs far more than formatting
 * with it, and tables, cards and chart axes format thousands of numbers per render.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Times on the 24-hour clock in every language, as the date-time pickers show and take them
 * (dateTimePickerFormat): a list saying "12:00 AM" for what its form says is "00:00" reads as two
 * different times.
 */
function timeFormat(locale: string): Intl.DateTimeFormat {
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    timeFormats.set(locale, format);
  }
  return format;
}

export function formatNumber(value: number, locale: string, maximumFractionDigits = 0): string {
  return numberFormat(locale, { maximumFractionDigits }).format(value);
}

export function formatPercent(rate: number, locale: string, maximumFractionDigits = 1): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits }).format(rate);
}

/** An amount in the storefront's currency; without a known currency, a plain number with cents. */
export function formatCurrency(
  value: number,
  locale: string,
  currency: string | null,
  options: Intl.NumberFormatOptions = {},
): string {
  if (!currency)
    return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, ...options }).format(
      value,
    );
  return numberFormat(locale, { style: 'currency', currency, ...options }).format(value);
}

/** Spec §9: dates as YYYY-MM-DD, whatever the language. */
export function formatIsoDate(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** The date-time pickers' format (dayjs): the same date and clock as formatDateTime. */
export const dateTimePickerFormat = 'YYYY-MM-DD HH:mm';

/** Date and time in the user's time zone, for schedules (pins, recommendations). */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${formatIsoDate(date)} ${timeFormat(locale).format(date)}`;
}
