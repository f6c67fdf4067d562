import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';

type SearchRecord = Record<string, unknown>;

/**
 * The screen's URL search parameters, validated with the screen's schema, and a setter that
 * merges a patch into the URL (undefined removes a parameter). The same screens serve several
 * routes, so they read the search loosely and validate it themselves.
 */
export function useKpiSearch<T extends object>(schema: { parse(raw: unknown): T }) {
  const raw = useSearch({ strict: false }) as SearchRecord;
  const navigate = useNavigate();
  const search = useMemo(() => schema.parse(raw), [schema, raw]);

  const update = useCallback(
    (patch: Partial<T>, options: { replace?: boolean } = {}) =>
      navigate({
        to: '.',
        // The router types each route's search; this setter serves all KPI routes alike.
        search: ((prev: SearchRecord) => withoutUndefined({ ...prev, ...patch })) as never,
        replace: options.replace ?? false,
      }),
    [navigate],
  );
  return [search, update] as const;
}

function withoutUndefined(record: SearchRecord): SearchRecord {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}
