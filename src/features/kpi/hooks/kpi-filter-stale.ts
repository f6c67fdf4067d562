/** How long the user's interaction type and the scope's splits count as fresh. */
export const KPI_FILTER_STALE_MS = 10 * 60_000;
