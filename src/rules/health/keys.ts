import type { Entity } from '@/api/generated/model';
import type { RuleScope } from '@/rules/rule-set';
import type { PinContext } from './types';

/**
 * A shopper query as the engine matches it against rule queries and redirect terms: the whole query,
 * trimmed, inner whitespace collapsed, without case (the redirect screen and the mock engine compare
 * terms trimmed and without case; "rain  jacket" is the same search as "rain jacket").
 * Locale-independent lower-casing, so a check gives the same answer in every browser and in Node.
 */
export function normaliseQuery(query: string): string {
  // Most rule texts are already normal; testing that is several times cheaper than rewriting them,
  // which counts at 300,000 texts a scope.
  if (normalText.test(query)) return query;
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Words without letters that lower-casing changes, separated by single spaces. */
const normalText = /^[^\s\p{Changes_When_Lowercased}]+(?: [^\s\p{Changes_When_Lowercased}]+)*$/u;

/**
 * The distinct normalised forms of `texts`, without empty ones and without `except` (a rule's own
 * query). Rules list a few synonyms: a linear scan beats a Set there.
 */
export function distinctKeys(texts: readonly string[], except = ''): string[] {
  const keys: string[] = [];
  const seen = texts.length > 16 ? new Set<string>() : null;
  for (const text of texts) {
    const key = normaliseQuery(text);
    if (key === '' || key === except || (seen ? seen.has(key) : keys.includes(key))) continue;
    seen?.add(key);
    keys.push(key);
  }
  return keys;
}

export const entityKey = (entity: Entity): string => `${entity.Type}|${entity.ExternalId}`;

/** Contexts compare like queries: the engine matches queries and navigation pages without case. */
export function pinContextKey(context: PinContext): string {
  if (context.kind === 'query') return `q:${normaliseQuery(context.query)}`;
  if (context.kind === 'navigation')
    return `n:${normaliseQuery(context.attribute)}=${normaliseQuery(context.value)}`;
  return 'global';
}

export const scopeKey = (scope: RuleScope): string =>
  `${scope.customerId}|${scope.storefrontId}|${scope.languageCode}`;

/** The texts trimmed, each once by its normalised form (first spelling wins), without empty ones. */
export function distinctQueries(texts: Iterable<string>): string[] {
  const seen = new Set<string>();
  const list: string[] = [];
  for (const text of texts) {
    const key = normaliseQuery(text);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    list.push(text.trim());
  }
  return list;
}

/** The instant of an API time, or null for an absent or unreadable one (treated as "no limit"). */
export function instant(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A finding's id: unambiguous (JSON) and built only from what identifies the problem. */
export const findingId = (...parts: string[]): string => JSON.stringify(parts);
