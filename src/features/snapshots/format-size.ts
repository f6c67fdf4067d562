import { formatNumber } from '@/lib/format';

/** Bytes as kB or MB (decimal units, as file managers show them). */
export function formatSize(bytes: number, locale: string): string {
  if (bytes < 1_000_000) return `${formatNumber(Math.max(1, Math.round(bytes / 1000)), locale)} kB`;
  return `${formatNumber(bytes / 1_000_000, locale, 1)} MB`;
}
