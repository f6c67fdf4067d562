// Field paths as a reader writes them, and the first field where a stored value differs from the
// one sent.

/** A zod issue path as a reader would write it: AllowedScopes[0].Customer.Id; (body) for the root. */
export function fieldPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(body)';
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

export interface Difference {
  /** Path below the compared value, e.g. `.Synonyms` or `.Pin.Position`; '' for the value itself. */
  path: string;
  message: string;
}

const show = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isScalarList = (value: readonly unknown[]) =>
  value.every((item) => typeof item !== 'object' || item === null);

/**
 * The first field of `expected` that `actual` does not hold. Only the fields sent are compared (a
 * server may add its own), lists of plain values in any order (a server may sort terms), and
 * instants by the moment they name.
 */
export function firstDifference(actual: unknown, expected: unknown, path = ''): Difference | null {
  if (isRecord(expected)) {
    if (!isRecord(actual)) return { path, message: `expected an object, got ${show(actual)}` };
    for (const [key, value] of Object.entries(expected)) {
      if (value === undefined) continue;
      const found = firstDifference(actual[key], value, `${path}.${key}`);
      if (found) return found;
    }
    return null;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return { path, message: `expected ${show(expected)}, got ${show(actual)}` };
    if (isScalarList(expected) && isScalarList(actual)) {
      const sorted = (list: readonly unknown[]) => JSON.stringify([...list].map(String).sort());
      return sorted(actual) === sorted(expected)
        ? null
        : { path, message: `expected ${show(expected)}, got ${show(actual)}` };
    }
    if (actual.length !== expected.length)
      return { path, message: `expected ${expected.length} items, got ${actual.length}` };
    for (const [index, item] of expected.entries()) {
      const found = firstDifference(actual[index], item, `${path}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (sameInstant(actual, expected) || actual === expected) return null;
  return { path, message: `expected ${show(expected)}, got ${show(actual)}` };
}

const instantPattern = /^\d{4}-\d{2}-\d{2}T/;

function sameInstant(a: unknown, b: unknown): boolean {
  return (
    typeof a === 'string' &&
    typeof b === 'string' &&
    instantPattern.test(a) &&
    instantPattern.test(b) &&
    Date.parse(a) === Date.parse(b)
  );
}
