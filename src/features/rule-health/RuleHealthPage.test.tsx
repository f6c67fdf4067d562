import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer } from '@mocks/node';
import { getProductPositionOverridesWithProducts } from '@/api/generated/endpoints/pulse/pulse';
import { demoScope } from '../../../tests/auth';
import { renderWithPortal } from '../../../tests/render';
import { clearQueryKpiCache } from './data/query-kpis';
import { RuleHealthPage } from './RuleHealthPage';

// The KPI mock computes each figure from a day-by-day model; these tests answer per-query KPIs
// themselves, so they run in seconds and can hold the answers back or fail them.
const kpis = (searches: number, revenue: number) => ({
  Main: {
    NavigationLabel: 'Searches',
    NavigationCount: searches,
    InteractionLabel: 'Clicks',
    InteractionCount: 0,
    InteractionRate: 0,
    InteractionPos: 0,
    InteractionsPerNav: 0,
    InteractionPrice: 0,
  },
  Revenue: revenue,
});

const isNinetyDays = (url: URL) => {
  const start = Date.parse(url.searchParams.get('startDate') ?? '');
  const end = Date.parse(url.searchParams.get('endDate') ?? '');
  return (end - start) / 86_400_000 > 60;
};

const slow = { timeout: 45_000 };

afterEach(() => clearQueryKpiCache());

describe('RuleHealthPage', () => {
  it('shows findings as the checks finish, then their traffic once it is read, most searched first', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockServer.use(
      http.get('*/Kpi/GetMainKpisForMatchingQueries', async ({ request }) => {
        await gate;
        const query = new URL(request.url).searchParams.get('specificQuery');
        return HttpResponse.json(query === 'daypack' ? kpis(1234, 5678.5) : kpis(3, 10));
      }),
    );
    await renderWithPortal(<RuleHealthPage />, { page: 'ruleHealth' });
    const shadow = await screen.findByRole(
      'article',
      { name: 'A redirect catches “daypack”, which has other rules' },
      slow,
    );
    expect(within(shadow).getByRole('link', { name: /^Redirect “/ })).toBeInTheDocument();
    expect(within(shadow).getByText('Traffic of the last 30 days is being read…')).toBeInTheDocument();
    expect(screen.getByText('Dormant rules: checking…')).toBeInTheDocument();
    release();
    expect(
      await within(shadow).findByText('Last 30 days: 1,234 searches, €5,678.50 revenue', undefined, slow),
    ).toBeInTheDocument();
    const warnings = screen.getByRole('region', { name: /^Warnings/ });
    // Findings that touch "daypack" weigh over a thousand searches; the others a few.
    expect(within(warnings).getAllByRole('article')[0]).toHaveTextContent(/daypack.*1,2\d\d searches/);
  }, 120_000);

  it('marks the dormancy check incomplete when its KPI reads fail, and finds no dormant rule', async () => {
    mockServer.use(
      http.get('*/Kpi/GetMainKpisForMatchingQueries', ({ request }) =>
        isNinetyDays(new URL(request.url))
          ? HttpResponse.json({ Message: 'KPI store unavailable' }, { status: 500 })
          : HttpResponse.json(kpis(5, 1)),
      ),
    );
    await renderWithPortal(<RuleHealthPage />, { page: 'ruleHealth' });
    expect(await screen.findByText('The dormancy check is incomplete', undefined, slow)).toBeInTheDocument();
    expect(screen.getByText(/Dormant rules: 0, incomplete/)).toBeInTheDocument();
    expect(screen.queryByText(/no searches in 90 days/)).not.toBeInTheDocument();
    const alert = screen.getByText('The dormancy check is incomplete').closest('[role=alert]') as HTMLElement;
    expect(within(alert).getByRole('button', { name: 'Check again' })).toBeEnabled();
  }, 120_000);

  it('deletes expired pins with one action as a bulk job, and the finding is gone after the re-check', async () => {
    mockServer.use(http.get('*/Kpi/GetMainKpisForMatchingQueries', () => HttpResponse.json(kpis(5, 1))));
    const { user } = await renderWithPortal(<RuleHealthPage />, { page: 'ruleHealth' });
    const expired = (await screen.findAllByRole('article', { name: /expired pins/ }, slow))[0]!;
    const name = expired.getAttribute('aria-label')!;
    const count = ({
      Global,
      Query,
      Navigation,
    }: {
      Global: unknown[];
      Query: unknown[];
      Navigation: unknown[];
    }) => Global.length + Query.length + Navigation.length;
    const before = count(await getProductPositionOverridesWithProducts(demoScope));
    await user.click(within(expired).getByRole('button', { name: `Delete expired pins: ${name}` }));
    expect(
      await screen.findByText(/^Done: \d+ applied, 0 unchanged, 0 conflicts, 0 failed/, undefined, slow),
    ).toBeInTheDocument();
    // The re-check runs again; the fixed finding does not come back.
    await screen.findAllByRole('article', { name: /expired pins/ }, slow);
    expect(screen.queryByRole('article', { name })).not.toBeInTheDocument();
    const after = await getProductPositionOverridesWithProducts(demoScope);
    expect(count(after)).toBeLessThan(before);
  }, 120_000);

  it('says so when a scope has no findings', async () => {
    mockServer.use(
      http.get('*/EngineSettings/SynonymsForScope', () => HttpResponse.json([])),
      http.get('*/EngineSettings/Redirect', () => HttpResponse.json([])),
      http.get('*/BoostBury/BoostsForScope', () => HttpResponse.json([])),
      http.get('*/Experience/Rules', () => HttpResponse.json([])),
      http.get('*/ManualRecommendation/Get', () => HttpResponse.json([])),
      http.get('*/Pulse/GetProductPositionOverridesWithProducts', () =>
        HttpResponse.json({ Global: [], Query: [], Navigation: [] }),
      ),
    );
    await renderWithPortal(<RuleHealthPage />, { page: 'ruleHealth' });
    expect(await screen.findByText('No findings', undefined, slow)).toBeInTheDocument();
    expect(
      await screen.findByText(
        'The checked rules of this scope show none of the known mistakes.',
        undefined,
        slow,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^(Errors|Warnings|Notes)/ })).not.toBeInTheDocument();
  }, 120_000);
});
