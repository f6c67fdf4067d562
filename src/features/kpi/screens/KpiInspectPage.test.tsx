import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  getAllInteractionTypesMainKpis,
  getFriendlyName,
  getPopularRequests,
  getProductsWithInteractions,
} from '@/api/generated/endpoints/kpi/kpi';
import { formatCurrency } from '@/lib/format';
import { demoScope, signInForTests } from '../../../../tests/auth';
import { renderWithPortal } from '../../../../tests/render';
import { metrics } from '../model/metrics';
import { paramsOf, recordRequests } from '../../../../tests/requests';
import { KpiInspectPage } from './KpiInspectPage';

const range = { startDate: '2026-01-05', endDate: '2026-02-03' };
const dates = `startDate=${range.startDate}&endDate=${range.endDate}`;

async function topRequest(navigationType: 'search' | 'getrelatedentities') {
  signInForTests();
  const popular = await getPopularRequests({ ...demoScope, navigationType, ...range });
  return popular[0]!.RequestIdentity;
}

describe('KpiInspectPage', () => {
  it('asks for one request: every interaction type, its days and its products', async () => {
    const { RequestLabel: query } = await topRequest('search');
    const byType = recordRequests('get', '/Kpi/GetAllInteractionTypesMainKpis');
    const perDay = recordRequests('get', '/Kpi/KpisPerDay');
    const products = recordRequests('get', '/Kpi/ProductsWithInteractions');
    const friendly = recordRequests('get', '/Kpi/GetFriendlyName');
    await renderWithPortal(<KpiInspectPage />, {
      page: 'searchInspect',
      search: `${dates}&query=${encodeURIComponent(JSON.stringify(query))}&requestType=search&interactionType=purchase`,
    });

    const base = { ...demoScope, navigationType: 'search', ...range };
    await waitFor(() => expect(byType.map(paramsOf)).toEqual([{ ...base, specificQuery: query }]));
    await waitFor(() =>
      expect(perDay.map(paramsOf)).toEqual([
        { ...base, interactionType: '3', specificQuery: query, matchType: '0' },
      ]),
    );
    await waitFor(() =>
      expect(products.map(paramsOf)).toEqual([
        { ...base, interactionType: '3', specificAssociatedQuery: query },
      ]),
    );
    expect(friendly).toHaveLength(0);
    expect(screen.getByText(query, { selector: 'span' })).toBeInTheDocument();
  });

  it('shows the KPIs of every interaction type and the products as the mock API answers them', async () => {
    const { RequestLabel: query } = await topRequest('search');
    await renderWithPortal(<KpiInspectPage />, {
      page: 'searchInspect',
      search: `${dates}&query=${encodeURIComponent(JSON.stringify(query))}&interactionType=click`,
    });
    const kpis = await getAllInteractionTypesMainKpis({
      ...demoScope,
      navigationType: 'search',
      ...range,
      specificQuery: query,
    });
    const table = await screen.findByRole('table', { name: 'KPIs per interaction type' });
    const header = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(header).toEqual(['KPI', 'All interactions', 'Clicks', 'Add to carts', 'Purchases']);
    const ipnRow = within(table).getByRole('row', { name: /Interactions Per Navigation/ });
    const cells = within(ipnRow)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(
      kpis.map((entry) =>
        metrics.interactionsPerNavigation.format(entry.Main.InteractionsPerNav, 'en', 'EUR'),
      ),
    );

    const products = await getProductsWithInteractions({
      ...demoScope,
      navigationType: 'search',
      interactionType: 1,
      ...range,
      specificAssociatedQuery: query,
    });
    const list = await screen.findByRole('table', { name: 'Products interacted with' });
    const top = [...products].sort((a, b) => b.Volume - a.Volume)[0]!;
    const row = (await within(list).findByText(top.Title)).closest('tr')!;
    expect(row).toHaveTextContent(formatCurrency(top.Price, 'en', 'EUR'));
    expect(row).toHaveTextContent(top.Volume.toLocaleString('en'));
    const link = within(row).getByRole('link', { name: `Open ${top.Title} in the shop` });
    expect(link).toHaveAttribute('href', top.Url);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers to create a synonym, a redirect and an experience rule for the query', async () => {
    await renderWithPortal(<KpiInspectPage />, {
      page: 'searchInspect',
      search: `${dates}&query=%22rain%20jacket%22`,
    });
    const target = (name: string) => {
      const href = new URL(screen.getByRole('link', { name }).getAttribute('href')!, 'http://localhost');
      return { path: href.pathname, params: Object.fromEntries(href.searchParams) };
    };
    await screen.findByRole('link', { name: 'Create synonym' });
    expect(target('Create synonym')).toMatchObject({
      path: '/configuration/synonyms/list',
      params: { newQuery: 'rain jacket', customerId: 'acme' },
    });
    expect(target('Create redirect')).toMatchObject({
      path: '/merchandising/redirects',
      params: { newTerm: 'rain jacket' },
    });
    expect(target('Create experience rule')).toMatchObject({
      path: '/merchandising/experience/editor',
      params: { query: 'rain jacket' },
    });
  });

  it('offers only the actions the user may use', async () => {
    await renderWithPortal(<KpiInspectPage />, {
      page: 'searchInspect',
      search: `${dates}&query=zelt`,
      email: 'limited@demo.test',
    });
    expect(await screen.findByRole('link', { name: 'Create synonym' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create redirect' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create experience rule' })).not.toBeInTheDocument();
  });

  it('shows the friendly name of a recommendation request', async () => {
    const identity = await topRequest('getrelatedentities');
    const name = await getFriendlyName({
      ...demoScope,
      requestType: identity.RequestType,
      requestId: identity.RequestLabel,
    });
    const friendly = recordRequests('get', '/Kpi/GetFriendlyName');
    await renderWithPortal(<KpiInspectPage />, {
      page: 'recommendationsGreInspect',
      search: `${dates}&query=${encodeURIComponent(JSON.stringify(identity.RequestLabel))}&requestType=${identity.RequestType}`,
    });
    expect(await screen.findByText(name)).toBeInTheDocument();
    expect(friendly.map(paramsOf)).toEqual([
      { ...demoScope, requestType: identity.RequestType, requestId: identity.RequestLabel },
    ]);
    expect(screen.queryByRole('link', { name: 'Create synonym' })).not.toBeInTheDocument();
  });

  it('explains what to do without a request', async () => {
    const byType = recordRequests('get', '/Kpi/GetAllInteractionTypesMainKpis');
    await renderWithPortal(<KpiInspectPage />, { page: 'navigationInspect', search: dates });
    expect(await screen.findByText('No request chosen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the overview' })).toHaveAttribute(
      'href',
      expect.stringContaining('/navigation/overview'),
    );
    expect(byType).toHaveLength(0);
  });
});
