import { useState } from 'react';

/**
 * The API tells the total and returns one page, but not the page size: the largest page seen is it
 * (only the last page can be shorter).
 */
export function usePageCount(
  total: number | undefined,
  itemsOnPage: number | undefined,
): { pages: number; pageSize: number } {
  const [pageSize, setPageSize] = useState(0);
  // Derived from earlier answers, updated during render as React allows for this pattern.
  if (itemsOnPage !== undefined && itemsOnPage > pageSize) setPageSize(itemsOnPage);
  if (!total || pageSize === 0) return { pages: total ? 1 : 0, pageSize };
  return { pages: Math.ceil(total / pageSize), pageSize };
}
