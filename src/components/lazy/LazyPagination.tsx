import type { PaginationProps } from '@mantine/core';
import { useEffect } from 'react';
import { lazyKit, useLazyKit, warm } from './lazy-kit';

const paginationKit = lazyKit(() => import('./pagination-kit'));

/** Mantine's control heights per size (Pagination.css, --pagination-control-size-*), in rem. */
const controlHeight = { xs: 1.375, sm: 1.625, md: 2, lg: 2.375, xl: 2.75 } as const;

/**
 * Mantine's Pagination, its code (~4 KB gzip) loaded right after the first paint instead of before
 * it (issue 14): pages come with data, which arrives after the first paint anyway. Until the code
 * is there, an empty box of the pager's height keeps the page from moving when it appears.
 */
export function LazyPagination(props: PaginationProps) {
  const kit = useLazyKit(paginationKit);
  useEffect(() => {
    if (!kit) warm(paginationKit);
  }, [kit]);
  if (kit) return <kit.Pagination {...props} />;
  const size =
    typeof props.size === 'string' && props.size in controlHeight
      ? (props.size as keyof typeof controlHeight)
      : 'md';
  return (
    <div aria-hidden="true" style={{ height: `calc(${controlHeight[size]}rem * var(--mantine-scale))` }} />
  );
}
