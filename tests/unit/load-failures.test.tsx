import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { setActiveScenarios } from '@mocks/scenarios/state';
import type { PageId } from '@/app/pages';
import { BoostBuryPage } from '@/features/boost-bury/BoostBuryPage';
import { ExperienceRulesPage } from '@/features/experience/list/ExperienceRulesPage';
import { KpiOverviewPage } from '@/features/kpi/screens/KpiOverviewPage';
import { ManualRecommendationsPage } from '@/features/manual-recommendations/ManualRecommendationsPage';
import { PinsPage } from '@/features/pulse/PinsPage';
import { ProductPinsPage } from '@/features/pulse/ProductPinsPage';
import { PulsePage } from '@/features/pulse/PulsePage';
import { RedirectsPage } from '@/features/redirects/RedirectsPage';
import { SuggestionsPage } from '@/features/synonym-suggestions/SuggestionsPage';
import { SynonymsPage } from '@/features/synonyms/SynonymsPage';
import { getProductPositionOverridesWithProducts } from '@/api/generated/endpoints/pulse/pulse';
import { demoScope, signInForTests } from '../auth';
import { renderWithPortal } from '../render';

interface Screen {
  name: string;
  page: PageId;
  ui: () => ReactNode | Promise<ReactNode>;
  /** Actions that would act on the rules nobody has seen: disabled until they have loaded. */
  actions?: string[];
  /** What only an empty list may say. */
  emptyText?: RegExp;
}

const screens: Screen[] = [
  {
    name: 'synonyms',
    page: 'synonymsList',
    ui: () => <SynonymsPage />,
    actions: ['New synonym rule', 'Import / export'],
    emptyText: /has no synonym rules/,
  },
  {
    name: 'redirects',
    page: 'redirects',
    ui: () => <RedirectsPage />,
    actions: ['New redirect', 'Import / export'],
    emptyText: /has no redirects/,
  },
  {
    name: 'boost & bury',
    page: 'searchBoostBury',
    ui: () => <BoostBuryPage navigationType="search" />,
    actions: ['New boost rule', 'Import / export'],
    emptyText: /no boost or bury rules/,
  },
  {
    name: 'local pins',
    page: 'pulsePins',
    ui: () => <PinsPage />,
    actions: ['Add pin per query', 'Add pin per navigation page'],
    emptyText: /^No pins per/,
  },
  {
    name: 'experience rules',
    page: 'experience',
    ui: () => <ExperienceRulesPage />,
    actions: ['New experience rule', 'Recreate feature sets'],
  },
  { name: 'pulse', page: 'pulse', ui: () => <PulsePage search={{}} onSearchChange={() => undefined} /> },
  {
    name: 'pins for product',
    page: 'pulsePinsForProduct',
    ui: async () => {
      signInForTests();
      const entity = (await getProductPositionOverridesWithProducts(demoScope)).Query[0]!.Product.Entity;
      return <ProductPinsPage search={{ productExternalId: entity.ExternalId, productType: entity.Type }} />;
    },
    emptyText: /has no pins/,
  },
  {
    name: 'manual recommendations',
    page: 'manualRecommendations',
    ui: () => <ManualRecommendationsPage search={{}} onSelectSource={() => undefined} />,
  },
  { name: 'synonym suggestions', page: 'synonymsSuggestions', ui: () => <SuggestionsPage /> },
  { name: 'KPI overview', page: 'searchOverview', ui: () => <KpiOverviewPage /> },
];

describe('a load that fails never looks like an empty scope', () => {
  it.each(screens)(
    '$name: says it could not load, why, and offers to try again; actions on the data stay disabled',
    async ({ page, ui, actions = [], emptyText }) => {
      const rendered = await ui();
      setActiveScenarios(['server-error']);
      await renderWithPortal(rendered, { page, experimental: true });
      const failures = await screen.findAllByTestId('load-failure', {}, { timeout: 8000 });
      const failure = failures[0]!;
      expect(failure).toHaveTextContent('Data error');
      // The server's user message, its time, the advice, and the technical part folded away.
      expect(failure).toHaveTextContent(
        'If the problem persists, please contact your Customer Success Manager.',
      );
      expect(within(failure).getByRole('button', { name: 'Technical details' })).toBeInTheDocument();
      expect(within(failure).getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      if (emptyText) expect(screen.queryByText(emptyText)).not.toBeInTheDocument();
      for (const action of actions) {
        expect(screen.getByRole('button', { name: action })).toBeDisabled();
        expect(screen.queryByRole('link', { name: action })).not.toBeInTheDocument();
      }

      // Once the server answers again, 'Try again' brings the data and the actions back.
      setActiveScenarios([]);
      // A part of the page whose load failed after the first presses (it waited for another part)
      // offers its own 'Try again', pressed as a user would.
      await expect
        .poll(
          () => {
            for (const retry of screen.queryAllByRole('button', { name: 'Try again' })) retry.click();
            return screen.queryAllByTestId('load-failure').length;
          },
          { timeout: 15_000, interval: 500 },
        )
        .toBe(0);
      for (const action of actions) {
        // Enabled: a button, or the link to the form (the experience editor).
        expect(await screen.findByText(action)).not.toHaveAttribute('disabled');
        const control = screen.getByText(action).closest('a, button');
        expect(control).not.toBeDisabled();
      }
    },
    30_000,
  );
});
