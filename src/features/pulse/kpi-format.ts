import { numberFormat } from '@/lib/format';
/** Pulse KPIs with one decimal always, so a column of them lines up (87.4, 76.0, -3.5). */
export function formatKpi(value: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}
