import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { PageId } from '@/app/pages';
import { Route as navigationRoute } from '@/routes/_portal/navigation/boostBury';
import { Route as similarRoute } from '@/routes/_portal/recommendations/gre/boostBury';
import { Route as searchRoute } from '@/routes/_portal/search/boostBury';
import { renderWithPortal } from '../render';
import { recordApiCalls } from '../requests';

/** Each boost/bury page works on its own quest: 1 search, 2 navigation, 3 similar recommendations. */
describe('boost and bury routes', () => {
  it.each([
    ['searchBoostBury', '1', searchRoute],
    ['navigationBoostBury', '2', navigationRoute],
    ['recommendationsGreBoostBury', '3', similarRoute],
  ] as const)('%s reads and offers the rules of quest %s', async (page: PageId, quest, route) => {
    expect(route.options.staticData).toEqual({ page });
    const calls = recordApiCalls(/^\/BoostBury\/(BoostsForScope|AvailableAttributes)$/);
    const Screen = route.options.component as ComponentType;
    await renderWithPortal(<Screen />, { page });
    // The route component may be a lazily loaded chunk (autoCodeSplitting).
    await screen.findByRole('table', { name: 'Boost and bury rules' }, { timeout: 8000 });
    expect(calls.map((call) => call.params.get('questNumber'))).toEqual([quest, quest]);
  });
});
