// Mantine's Pagination, loaded right after a page's first paint (LazyPagination.tsx).
export { Pagination } from '@mantine/core';
