import { screen } from '@testing-library/react';
import { http } from 'msw';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { PageId } from '@/app/pages';
import { Route as navigationRoute } from '@/routes/_portal/navigation/boostBury';
import { Route as similarRoute } from '@/routes/_portal/recommendations/gre/boostBury';
import { Route as searchRoute } from '@/routes/_portal/search/boostBury';
import { mockServer } from '@mocks/node';
import { renderWithPortal } from '../render';

/** Each boost/bury page works on its own quest: 1 search, 2 navigation, 3 similar recommendations. */
describe('boost and bury routes', () => {
  it.each([
    ['searchBoostBury', '1', searchRoute],
    ['navigationBoostBury', '2', navigationRoute],
    ['recommendationsGreBoostBury', '3', similarRoute],
  ] as const)('%s reads and offers the rules of quest %s', async (page: PageId, quest, route) => {
    expect(route.options.staticData).toEqual({ page });
    const quests: (string | null)[] = [];
    const record = ({ request }: { request: Request }) => {
      quests.push(new URL(request.url).searchParams.get('questNumber'));
      return undefined;
    };
    mockServer.use(
      http.get('*/BoostBury/BoostsForScope', record),
      http.get('*/BoostBury/AvailableAttributes', record),
    );
    const Screen = route.options.component as ComponentType;
    await renderWithPortal(<Screen />, { page });
    // The route component may be a lazily loaded chunk (autoCodeSplitting).
    await screen.findByRole('table', { name: 'Boost and bury rules' }, { timeout: 8000 });
    expect(quests).toEqual([quest, quest]);
  });
});
