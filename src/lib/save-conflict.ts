/**
 * What a 409 on saving a rule meant, read from the list as the server has it now (the contract's
 * Conflict body does not say): another rule already holds the key the save wanted, the rule being
 * edited was changed or deleted since it was loaded, or the list changed in some other way.
 */
export type SaveConflict<R> =
  { kind: 'duplicate'; existing: R } | { kind: 'stale'; current: R } | { kind: 'gone' } | { kind: 'changed' };

export function classifyConflict<R>(
  saved: R,
  base: R | null,
  fresh: readonly R[],
  keyOf: (rule: R) => string,
  same: (a: R, b: R) => boolean,
): SaveConflict<R> {
  const current = base
    ? (fresh.find((rule) => same(rule, base)) ?? fresh.find((rule) => keyOf(rule) === keyOf(base)))
    : undefined;
  if (base && !current) return { kind: 'gone' };
  if (base && current && !same(current, base)) return { kind: 'stale', current };
  const holder = fresh.find(
    (rule) => keyOf(rule) === keyOf(saved) && (base === null || keyOf(rule) !== keyOf(base)),
  );
  if (holder) return { kind: 'duplicate', existing: holder };
  return { kind: 'changed' };
}
