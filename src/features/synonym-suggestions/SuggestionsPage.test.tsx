import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getNavigationRefinements } from '@/api/generated/endpoints/kpi/kpi';
import { getSynonymsForScope, storeSynonymsForQuery } from '@/api/generated/endpoints/synonyms/synonyms';
import { formatNumber, formatPercent } from '@/lib/format';
import { demoScope } from '../../../tests/auth';
import { renderWithPortal } from '../../../tests/render';
import { recordRequests } from '../../../tests/requests';
import { SuggestionsPage } from './SuggestionsPage';
import { lookBackPeriod } from './use-suggestions';

configure({ asyncUtilTimeout: 5000 });

async function firstSuggestion(params: Record<string, number> = {}) {
  const results = await getNavigationRefinements({
    ...demoScope,
    ...lookBackPeriod(),
    withDebugDetails: false,
    ...params,
  });
  const rules = await getSynonymsForScope(demoScope);
  const ruled = new Set(rules.map((rule) => rule.Query.toLowerCase()));
  const entries = Object.entries(results.ByQuery);
  const [original, detail] = entries.find(([query]) => !ruled.has(query.toLowerCase())) ?? entries[0]!;
  return { original, suggestion: detail.Suggestions[0]!, results };
}

describe('SuggestionsPage', () => {
  beforeEach(() => sessionStorage.clear());

  it('asks for the last 30 days with the thresholds of the URL and the debug switch', async () => {
    const calls = recordRequests('get', '/Kpi/NavigationRefinements');
    await renderWithPortal(<SuggestionsPage />, {
      page: 'synonymsSuggestions',
      search: 'qrMinSessions=5&qrMinRefinementRate=0.02&qrMinRefinedIr=0.3&qrMinIrRatio=nonsense',
    });
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(Object.fromEntries(calls[0]!.params)).toEqual({
      ...demoScope,
      ...lookBackPeriod(),
      withDebugDetails: 'false',
      qrMinSessions: '5',
      qrMinRefinementRate: '0.02',
      qrMinRefinedIr: '0.3',
    });
    expect(screen.getByRole('textbox', { name: /Min. sessions/ })).toHaveValue('5');
    expect(screen.getByRole('textbox', { name: /Min. refinement rate/ })).toHaveValue('2 %');
  });

  it('shows each suggestion with the numbers of the mock API', async () => {
    const { original, suggestion, results } = await firstSuggestion();
    await renderWithPortal(<SuggestionsPage />, { page: 'synonymsSuggestions' });
    const total = Object.values(results.ByQuery).reduce((sum, detail) => sum + detail.Suggestions.length, 0);
    expect(await screen.findByText(`${total} of ${total} suggestions`)).toBeInTheDocument();
    const row = screen
      .getByRole('button', { name: `Accept ${original} → ${suggestion.RefinementQuery} as synonym` })
      .closest('tr')!;
    expect(row).toHaveTextContent(formatNumber(suggestion.RefinementSessionCount, 'en'));
    expect(row).toHaveTextContent(formatPercent(suggestion.RefinementRate, 'en', 1));
    expect(row).toHaveTextContent(formatPercent(suggestion.RefinedIr, 'en', 1));
  });

  it('accepts a suggestion as a new synonym rule', async () => {
    const { original, suggestion } = await firstSuggestion();
    const { user } = await renderWithPortal(<SuggestionsPage />, { page: 'synonymsSuggestions' });
    await user.click(
      await screen.findByRole('button', {
        name: `Accept ${original} → ${suggestion.RefinementQuery} as synonym`,
      }),
    );
    expect(await screen.findByText('Synonym saved successfully')).toBeInTheDocument();
    const rules = await getSynonymsForScope(demoScope);
    expect(rules).toContainEqual({ Query: original, Synonyms: [suggestion.RefinementQuery] });
    await waitFor(() =>
      expect(
        screen.queryByRole('button', {
          name: `Accept ${original} → ${suggestion.RefinementQuery} as synonym`,
        }),
      ).not.toBeInTheDocument(),
    );
  });

  it('adds the suggestion to the synonyms of an existing rule', async () => {
    const { original, suggestion } = await firstSuggestion();
    await storeSynonymsForQuery({ ...demoScope, newQuery: original, newSynonyms: ['existing synonym'] });
    const { user } = await renderWithPortal(<SuggestionsPage />, { page: 'synonymsSuggestions' });
    await user.click(
      await screen.findByRole('button', {
        name: `Accept ${original} → ${suggestion.RefinementQuery} as synonym`,
      }),
    );
    expect(await screen.findByText('Synonym saved successfully')).toBeInTheDocument();
    const rules = await getSynonymsForScope(demoScope);
    expect(rules).toContainEqual({
      Query: original,
      Synonyms: ['existing synonym', suggestion.RefinementQuery],
    });
  });

  it('undoes an accept that created a rule: the rule is gone again', async () => {
    const { original, suggestion } = await firstSuggestion();
    const { user } = await renderWithPortal(<SuggestionsPage />, { page: 'synonymsSuggestions' });
    const name = `Accept ${original} → ${suggestion.RefinementQuery} as synonym`;
    await user.click(await screen.findByRole('button', { name }));
    await screen.findByText('Synonym saved successfully');
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Synonym deleted successfully')).toBeInTheDocument();
    expect((await getSynonymsForScope(demoScope)).map((rule) => rule.Query)).not.toContain(original);
    expect(await screen.findByRole('button', { name })).toBeInTheDocument();
  });

  it('undoes an accept that extended a rule, and refuses when the rule changed since', async () => {
    const { original, suggestion } = await firstSuggestion();
    await storeSynonymsForQuery({ ...demoScope, newQuery: original, newSynonyms: ['existing synonym'] });
    const { user } = await renderWithPortal(<SuggestionsPage />, { page: 'synonymsSuggestions' });
    const name = `Accept ${original} → ${suggestion.RefinementQuery} as synonym`;
    await user.click(await screen.findByRole('button', { name }));
    await screen.findByText('Synonym saved successfully');
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(async () =>
      expect(await getSynonymsForScope(demoScope)).toContainEqual({
        Query: original,
        Synonyms: ['existing synonym'],
      }),
    );

    // Accepted again, then changed by someone else: the undo must not overwrite that change.
    await user.click(await screen.findByRole('button', { name }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Undo' })).toHaveLength(1));
    await storeSynonymsForQuery({
      ...demoScope,
      oldQuery: original,
      oldSynonyms: ['existing synonym', suggestion.RefinementQuery],
      newQuery: original,
      newSynonyms: ['someone else'],
    });
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Error saving synonym')).toBeInTheDocument();
    expect(await getSynonymsForScope(demoScope)).toContainEqual({
      Query: original,
      Synonyms: ['someone else'],
    });
  });

  it('dismisses a suggestion for the session only', async () => {
    const { original, suggestion } = await firstSuggestion();
    const { user } = await renderWithPortal(<SuggestionsPage />, { page: 'synonymsSuggestions' });
    const name = `${original} → ${suggestion.RefinementQuery}`;
    await user.click(await screen.findByRole('button', { name: `Dismiss ${name}` }));
    expect(screen.queryByRole('button', { name: `Accept ${name} as synonym` })).not.toBeInTheDocument();
    expect(JSON.stringify(Object.entries(sessionStorage))).toContain(suggestion.RefinementQuery);
    expect(Object.keys(localStorage).some((key) => key.includes('dismissed'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Show 1 dismissed again' }));
    expect(await screen.findByRole('button', { name: `Accept ${name} as synonym` })).toBeInTheDocument();
  });

  it('keeps a changed threshold in the URL and asks again with it', async () => {
    const calls = recordRequests('get', '/Kpi/NavigationRefinements');
    const { user, router } = await renderWithPortal(<SuggestionsPage />, { page: 'synonymsSuggestions' });
    const input = await screen.findByRole('textbox', { name: /Min. refined IR/ });
    await user.type(input, '40');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ qrMinRefinedIr: 0.4 }));
    await waitFor(() => expect(calls.some((call) => call.params.get('qrMinRefinedIr') === '0.4')).toBe(true));
    const table = screen.getByRole('table', { name: 'Synonym suggestions' });
    await waitFor(() => expect(within(table).queryAllByRole('row').length).toBeGreaterThan(0));
  });
});
