import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getMainKpisForMatchingQueries, getMatchingQueries } from '@/api/generated/endpoints/kpi/kpi';
import { demoScope } from '../../../../tests/auth';
import { renderWithPortal } from '../../../../tests/render';
import { previousPeriod } from '../model/date-range';
import { metrics } from '../model/metrics';
import { paramsOf, recordRequests } from '../../../../tests/requests';
import { KpiExplorePage } from './KpiExplorePage';

const range = { startDate: '2026-01-05', endDate: '2026-02-03' };
const dates = `startDate=${range.startDate}&endDate=${range.endDate}`;

describe('KpiExplorePage', () => {
  it('sends nothing until a query is entered', async () => {
    const matching = recordRequests('get', '/Kpi/GetMatchingQueries');
    await renderWithPortal(<KpiExplorePage />, { page: 'searchExplore', search: dates });
    expect(await screen.findByText('Enter a query to explore')).toBeInTheDocument();
    expect(matching).toHaveLength(0);
  });

  it('asks for the matching requests with the match type, and shows their totals and list', async () => {
    const totals = recordRequests('get', '/Kpi/GetMainKpisForMatchingQueries');
    const perDay = recordRequests('get', '/Kpi/KpisPerDay');
    const list = recordRequests('get', '/Kpi/GetMatchingQueries');
    await renderWithPortal(<KpiExplorePage />, {
      page: 'searchExplore',
      search: `${dates}&matchQuery=jacke&matchType=endswith&interactionType=addtocart&split=%22control%22`,
    });

    const expected = {
      ...demoScope,
      navigationType: 'search',
      interactionType: '2',
      split: 'control',
      specificQuery: 'jacke',
      matchType: '4',
      ...range,
    };
    await waitFor(() => expect(totals).toHaveLength(2));
    expect(totals.map(paramsOf)).toEqual(
      expect.arrayContaining([expected, { ...expected, ...previousPeriod(range) }]),
    );
    await waitFor(() => expect(perDay.map(paramsOf)).toEqual([expected]));
    await waitFor(() => expect(list.map(paramsOf)).toEqual([expected]));

    const params = {
      ...demoScope,
      navigationType: 'search' as const,
      interactionType: 2 as const,
      split: ['control'],
      specificQuery: 'jacke',
      matchType: 4 as const,
      ...range,
    };
    const kpis = await getMainKpisForMatchingQueries(params);
    expect((await screen.findByTestId('kpi-volume')).textContent).toBe(
      metrics.volume.format(kpis.Main.NavigationCount, 'en', 'EUR'),
    );
    const rows = await getMatchingQueries(params);
    const table = await screen.findByRole('table', { name: 'Matching requests' });
    expect(
      await within(table).findByRole('link', { name: `Inspect ${rows[0]!.RequestDisplay.Value}` }),
    ).toBeInTheDocument();
    expect(rows.every((row) => row.RequestIdentity.RequestLabel.toLowerCase().endsWith('jacke'))).toBe(true);
  });

  it('writes the match into the URL on Explore', async () => {
    const { user, router } = await renderWithPortal(<KpiExplorePage />, {
      page: 'searchExplore',
      search: dates,
    });
    await user.click(await screen.findByRole('combobox', { name: 'Match type' }));
    await user.click(await screen.findByRole('option', { name: 'Starts With', hidden: true }));
    await user.type(screen.getByRole('textbox', { name: 'Query' }), 'zelt');
    await user.click(screen.getByRole('button', { name: 'Explore' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ matchQuery: 'zelt', matchType: 'startswith' }),
    );
    expect(await screen.findByRole('table', { name: 'Matching requests' })).toBeInTheDocument();
  });

  it('tells about an invalid regular expression and does not send it', async () => {
    const list = recordRequests('get', '/Kpi/GetMatchingQueries');
    const { user, router } = await renderWithPortal(<KpiExplorePage />, {
      page: 'searchExplore',
      search: `${dates}&matchType=regex`,
    });
    await user.type(await screen.findByRole('textbox', { name: 'Query' }), 'jacke[[');
    expect(await screen.findByText(/This is not a valid regular expression/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Explore' })).toBeDisabled();
    expect(router.state.location.search).not.toHaveProperty('matchQuery');
    expect(list).toHaveLength(0);
  });

  it('does not send an invalid regular expression from a link', async () => {
    const list = recordRequests('get', '/Kpi/GetMatchingQueries');
    await renderWithPortal(<KpiExplorePage />, {
      page: 'searchExplore',
      search: `${dates}&matchType=5&matchQuery=%22(unclosed%22`,
    });
    expect(await screen.findByText('Invalid regular expression')).toBeInTheDocument();
    expect(list).toHaveLength(0);
  });

  it('serves the navigation explore view with its navigation type', async () => {
    const list = recordRequests('get', '/Kpi/GetMatchingQueries');
    await renderWithPortal(<KpiExplorePage />, {
      page: 'navigationExplore',
      search: `${dates}&matchQuery=jacken`,
    });
    await waitFor(() => expect(list.length).toBeGreaterThan(0));
    expect(paramsOf(list[0]!)).toMatchObject({
      navigationType: 'getentitiesbyattribute',
      matchType: '1',
      specificQuery: 'jacken',
    });
  });
});
