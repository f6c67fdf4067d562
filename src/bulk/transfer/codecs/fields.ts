import { t } from '@lingui/core/macro';

export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string field trimmed, or '' when absent or not a string. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** A JSON list of strings, trimmed; null when the field is not a list of strings. */
export function textList(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  if (!value.every((item) => typeof item === 'string')) return null;
  return value.map((item: string) => item.trim());
}

export function notARule(): string {
  return t`This entry is not a rule object.`;
}

/** true/false, yes/no, 1/0 (any case); empty means the default; null when unreadable. */
export function readBoolean(cell: string, fallback: boolean): boolean | null {
  const value = cell.trim().toLowerCase();
  if (value === '') return fallback;
  if (['true', 'yes', '1', 'ja', 'wahr'].includes(value)) return true;
  if (['false', 'no', '0', 'nein', 'falsch'].includes(value)) return false;
  return null;
}

/** Same items in any order (the server keeps terms as a set). */
export function sameItems(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const sortedB = [...b].sort();
  return [...a].sort().every((value, i) => value === sortedB[i]);
}
