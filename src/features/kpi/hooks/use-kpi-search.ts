import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { z } from 'zod';

type SearchRecord = Record<string, unknown>;

/**
 * The screen's URL search parameters, validated with the screen's schema, and a setter that
 * merges a patch into the URL (undefined removes a parameter). The same screens serve several
 * routes, so they read the search loosely and validate it themselves.
 */
export function useKpiSearch<S extends z.ZodType<SearchRecord>>(schema: S) {
  const raw = useSearch({ strict: false }) as SearchRecord;
  const navigate = useNavigate();
  const search = useMemo(() => schema.parse(raw) as z.output<S>, [schema, raw]);

  const update = useCallback(
    (patch: Partial<z.output<S>>, options: { replace?: boolean } = {}) =>
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
