import { useMatches } from '@tanstack/react-router';
import { pages, type PageDefinition, type PageId } from '@/app/pages';

/** The page definition of the deepest matched route (its staticData.page). */
export function useCurrentPage(): { id: PageId; page: PageDefinition } | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const id = matches[i]?.staticData.page;
    if (id) return { id, page: pages[id] };
  }
  return null;
}
