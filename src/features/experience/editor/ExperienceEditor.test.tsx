import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@mocks/node';
import {
  createExperienceRule,
  deleteExperienceRule,
  getExperienceRuleById,
  getExperienceRules,
  requestExperienceControlCode,
  searchPreviewProducts,
  updateExperienceRule,
} from '@/api/generated/endpoints/experience/experience';
import type { ExperienceRule } from '@/api/generated/model';
import { demoScope } from '../../../../tests/auth';
import { renderWithPortal } from '../../../../tests/render';
import { recordRequests } from '../../../../tests/requests';
import { ExperienceEditorPage } from './ExperienceEditorPage';

const NEW_QUERY = 'zz storm shell';

async function openNewEditor(query?: string, { experimental = false } = {}) {
  return renderWithPortal(<ExperienceEditorPage query={query} />, {
    page: 'experienceEditor',
    experimental,
    search: query ? `query=${encodeURIComponent(query)}` : '',
  });
}

async function firstProducts(query: string) {
  return (await searchPreviewProducts({ ...demoScope, query, page: 1 })).FirstResultPage;
}

// These tests drive the whole editor (search, feature sets, live preview) through user events: slow on a busy machine.
describe('ExperienceEditor', { timeout: 40_000 }, () => {
  it("says 'Queries are required' and sends nothing without a query", async () => {
    const posts = recordRequests('post', '/Experience/Rule');
    const { user } = await openNewEditor();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Queries are required')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('creates a rule from two searched products and POSTs {ExperienceRule} as the contract says', async () => {
    const posts = recordRequests('post', '/Experience/Rule');
    const { user, router } = await openNewEditor();
    const [first, second] = await firstProducts('jacket');

    await user.type(await screen.findByRole('combobox', { name: /Queries/ }), `${NEW_QUERY}{Enter}`);
    await user.type(screen.getByRole('textbox', { name: 'Search products' }), 'jacket');
    await user.click(await screen.findByRole('button', { name: `Create feature set from ${first!.Title}` }));
    expect(await screen.findByRole('region', { name: 'Feature set 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Create feature set from ${second!.Title}` }));
    const set2 = await screen.findByRole('region', { name: 'Feature set 2' });
    expect(within(set2).getByText(second!.Title)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Experience rule saved successfully')).toBeInTheDocument();
    expect(screen.getByText('All engines reloaded the change.')).toBeInTheDocument();

    expect(posts).toHaveLength(1);
    expect(Object.keys(posts[0]!.body)).toEqual(['ExperienceRule']);
    const rule = posts[0]!.body.ExperienceRule;
    expect(rule.Query).toBe(NEW_QUERY);
    expect(rule.IsFixed).toBe(false);
    expect(rule.FeatureSets.map((s) => s.Entity)).toEqual([first!.Entity, second!.Entity]);
    expect(rule.FeatureSets.every((s) => s.Weight === 1 && s.Features.length > 0)).toBe(true);
    expect(await getExperienceRuleById({ ...demoScope, query: NEW_QUERY })).toEqual(rule);
    // The saved rule stays open for editing under its own address.
    await waitFor(() => expect(router.state.location.search).toMatchObject({ query: NEW_QUERY }));
  });

  it('refuses a second feature set from the same product before asking the server', async () => {
    let created = 0;
    mockServer.use(
      http.post('*/Experience/CreateFeatureSet', () => {
        created += 1;
        return undefined;
      }),
    );
    const { user } = await openNewEditor();
    const [first] = await firstProducts('tent');
    await user.type(screen.getByRole('textbox', { name: 'Search products' }), 'tent');
    const button = await screen.findByRole('button', { name: `Create feature set from ${first!.Title}` });
    await user.click(button);
    await screen.findByRole('region', { name: 'Feature set 1' });
    await user.click(button);
    expect(
      await screen.findByText('There is already a feature set created from this product'),
    ).toBeInTheDocument();
    expect(created).toBe(1);
    expect(screen.queryByRole('region', { name: 'Feature set 2' })).not.toBeInTheDocument();
  });

  it('detects a query that already has a rule and offers to edit it instead', async () => {
    const { user, router } = await openNewEditor();
    const existing = (await getExperienceRules(demoScope))[0]!.Query;
    await user.type(await screen.findByRole('combobox', { name: /Queries/ }), existing);
    expect(await screen.findByText(`A rule for ${existing} exists. Edit it instead?`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Edit the rule for ${existing}` }));
    // Typed text is unsaved: leaving asks first.
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ query: existing }));
  });

  it('edits a stored rule: PUT {EditedExperienceRule, OldExperienceRule} with the new weight', async () => {
    const stored = (await getExperienceRules(demoScope)).find((r) => !r.IsFixed)!;
    const puts = recordRequests('put', '/Experience/Rule');
    const { user } = await renderWithPortal(<ExperienceEditorPage query={stored.Query} />, {
      page: 'experienceEditor',
    });
    expect(await screen.findByRole('heading', { name: 'Edit experience rule' })).toBeInTheDocument();
    const weight = screen.getByRole('textbox', { name: 'Weight of feature set 1' });
    await user.clear(weight);
    await user.type(weight, '7.5');
    await user.click(screen.getByRole('switch', { name: /Fixed rule/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Experience rule saved successfully')).toBeInTheDocument();

    expect(puts).toHaveLength(1);
    expect(Object.keys(puts[0]!.body).sort()).toEqual(['EditedExperienceRule', 'OldExperienceRule']);
    expect(puts[0]!.body.OldExperienceRule).toEqual(stored);
    const expected: ExperienceRule = {
      ...stored,
      IsFixed: true,
      FeatureSets: stored.FeatureSets.map((s, i) => (i === 0 ? { ...s, Weight: 7.5 } : s)),
    };
    expect(puts[0]!.body.EditedExperienceRule).toEqual(expected);
    expect(await getExperienceRuleById({ ...demoScope, query: stored.Query })).toEqual(expected);
  });

  it('refreshes the preview with the changed weight', async () => {
    const stored = (await getExperienceRules(demoScope))[0]!;
    const previews = recordRequests('post', '/Experience/Preview/Preview');
    const { user } = await renderWithPortal(<ExperienceEditorPage query={stored.Query} />, {
      page: 'experienceEditor',
    });
    const list = await screen.findByRole('list', { name: 'Preview products' }, { timeout: 3000 });
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(previews.at(-1)?.body).toEqual({ ExperienceRule: stored, Page: 1 });

    const weight = screen.getByRole('textbox', { name: 'Weight of feature set 1' });
    await user.clear(weight);
    await user.type(weight, '9');
    await waitFor(() => expect(previews.at(-1)?.body.ExperienceRule.FeatureSets[0]?.Weight).toBe(9));
    expect(previews.at(-1)?.body.Page).toBe(1);
    // The new answer tells which products rose or fell with the heavier feature set.
    expect(
      (await within(list).findAllByText(/^(moved (up|down) \d+|new on this page)$/)).length,
    ).toBeGreaterThan(0);
  });

  it("says 'Something went wrong when fetching products' in the preview when it fails", async () => {
    mockServer.use(
      http.post('*/Experience/Preview/Preview', () =>
        HttpResponse.json(
          { UserMessage: 'down', Timestamp: '2026-01-01T00:00:00Z', DebugDetails: null },
          { status: 500 },
        ),
      ),
    );
    const stored = (await getExperienceRules(demoScope))[0]!;
    await renderWithPortal(<ExperienceEditorPage query={stored.Query} />, { page: 'experienceEditor' });
    expect(
      await screen.findByText('Something went wrong when fetching products', undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('keeps everything typed when the save is refused for another reason', async () => {
    mockServer.use(
      http.post('*/Experience/Rule', () =>
        HttpResponse.json(
          {
            UserMessage: 'The rule could not be stored.',
            Timestamp: '2026-01-01T00:00:00Z',
            DebugDetails: null,
          },
          { status: 500 },
        ),
      ),
    );
    const { user } = await openNewEditor();
    await user.type(await screen.findByRole('combobox', { name: /Queries/ }), `${NEW_QUERY}{Enter}`);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const inline = (await screen.findByText('Your changes are still here.')).closest('[role="alert"]');
    expect(inline).toHaveTextContent('Error saving experience rule');
    expect(screen.getAllByText('Error saving experience rule')).toHaveLength(1); // in the editor only: not told twice
    expect(screen.getByText(NEW_QUERY)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'New experience rule' })).toBeInTheDocument();
  });

  it('a rule someone else created for the query meanwhile is told as existing, with a way to open it', async () => {
    const { user, router } = await openNewEditor();
    await user.type(await screen.findByRole('combobox', { name: /Queries/ }), `${NEW_QUERY}{Enter}`);
    await createExperienceRule(
      { ExperienceRule: { Query: NEW_QUERY, FeatureSets: [], IsFixed: true } },
      demoScope,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error saving experience rule');
    expect(alert).toHaveTextContent(`Already exists`);
    expect(alert).toHaveTextContent(`An experience rule for "${NEW_QUERY}" already exists.`);
    expect(screen.getAllByText('Error saving experience rule')).toHaveLength(1);
    expect(within(alert).queryByRole('button', { name: /Save again|Overwrite/ })).not.toBeInTheDocument();
    expect(screen.getByText(NEW_QUERY)).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Open the existing rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ query: NEW_QUERY }));
  });

  it('an edit of a rule someone changed meanwhile shows the stored version; overwriting replaces it', async () => {
    const stored = (await getExperienceRules(demoScope)).find((r) => !r.IsFixed)!;
    const puts = recordRequests('put', '/Experience/Rule');
    const { user } = await renderWithPortal(<ExperienceEditorPage query={stored.Query} />, {
      page: 'experienceEditor',
    });
    expect(await screen.findByRole('heading', { name: 'Edit experience rule' })).toBeInTheDocument();
    const weight = screen.getByRole('textbox', { name: 'Weight of feature set 1' });
    await user.clear(weight);
    await user.type(weight, '7.5');
    // Someone else makes the rule fixed meanwhile.
    const theirs: ExperienceRule = { ...stored, IsFixed: true };
    await updateExperienceRule({ EditedExperienceRule: theirs, OldExperienceRule: stored }, demoScope);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error saving experience rule');
    expect(alert).toHaveTextContent('Changed meanwhile');
    expect(alert).toHaveTextContent(
      `Stored now: "${stored.Query}", ${stored.FeatureSets.length} feature sets, fixed`,
    );
    expect(screen.getAllByText('Error saving experience rule')).toHaveLength(1);
    expect(weight).toHaveValue('7.5');

    await user.click(within(alert).getByRole('button', { name: 'Overwrite with my input' }));
    expect(await screen.findByText('Experience rule saved successfully')).toBeInTheDocument();
    // Theirs, the refused save, and the overwrite against their version.
    expect(puts).toHaveLength(3);
    expect(puts[2]!.body.OldExperienceRule).toEqual(theirs);
    const mine = stored.FeatureSets.map((s, i) => (i === 0 ? { ...s, Weight: 7.5 } : s));
    expect(await getExperienceRuleById({ ...demoScope, query: stored.Query })).toEqual({
      ...stored,
      FeatureSets: mine,
    });
  });

  it('after a conflict, loading the stored version puts it into the editor', async () => {
    const stored = (await getExperienceRules(demoScope)).find((r) => !r.IsFixed)!;
    const { user } = await renderWithPortal(<ExperienceEditorPage query={stored.Query} />, {
      page: 'experienceEditor',
    });
    expect(await screen.findByRole('heading', { name: 'Edit experience rule' })).toBeInTheDocument();
    const weight = screen.getByRole('textbox', { name: 'Weight of feature set 1' });
    await user.clear(weight);
    await user.type(weight, '7.5');
    await updateExperienceRule(
      { EditedExperienceRule: { ...stored, IsFixed: true }, OldExperienceRule: stored },
      demoScope,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Load the stored version' }));
    expect(screen.getByRole('switch', { name: /Fixed rule/ })).toBeChecked();
    expect(weight).toHaveValue(String(stored.FeatureSets[0]!.Weight));
  });

  it('an edit of a rule deleted meanwhile offers to create it with the input', async () => {
    const stored = (await getExperienceRules(demoScope)).find((r) => !r.IsFixed)!;
    const posts = recordRequests('post', '/Experience/Rule');
    const { user } = await renderWithPortal(<ExperienceEditorPage query={stored.Query} />, {
      page: 'experienceEditor',
    });
    expect(await screen.findByRole('heading', { name: 'Edit experience rule' })).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: /Fixed rule/ }));
    const { ControlCode } = await requestExperienceControlCode({ Query: stored.Query }, demoScope);
    await deleteExperienceRule({ Query: stored.Query, ControlCode }, demoScope);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Deleted meanwhile');
    await user.click(within(alert).getByRole('button', { name: 'Create it with my input' }));
    expect(await screen.findByText('Experience rule saved successfully')).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(await getExperienceRuleById({ ...demoScope, query: stored.Query })).toEqual({
      ...stored,
      IsFixed: true,
    });
  });

  it('saves one rule per query when several queries are entered', async () => {
    const posts = recordRequests('post', '/Experience/Rule');
    const { user } = await openNewEditor();
    await user.type(await screen.findByRole('combobox', { name: /Queries/ }), 'zz one{Enter}zz two{Enter}');
    expect(screen.getByText('Saving stores 2 rules, one for each query.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Experience rule saved successfully');
    expect(posts.map((p) => p.body.ExperienceRule.Query)).toEqual(['zz one', 'zz two']);
  });

  it('pre-fills the query of a new rule from the address', async () => {
    await openNewEditor('zz from kpi');
    expect(await screen.findByRole('heading', { name: 'New experience rule' })).toBeInTheDocument();
    expect(screen.getByText('zz from kpi')).toBeInTheDocument();
  });

  it('removes a value and an attribute of a feature set', async () => {
    const stored = (await getExperienceRules(demoScope)).find((r) => r.FeatureSets[0]!.Features.length >= 3)!;
    const { user } = await renderWithPortal(<ExperienceEditorPage query={stored.Query} />, {
      page: 'experienceEditor',
    });
    const set = await screen.findByRole('region', { name: 'Feature set 1' });
    const [a, b] = stored.FeatureSets[0]!.Features;
    await user.click(
      within(set).getByRole('button', {
        name: `Remove ${a!.Values[0]} from ${a!.AttributeName} in feature set 1`,
      }),
    );
    await user.click(
      within(set).getByRole('button', { name: `Remove attribute ${b!.AttributeName} from feature set 1` }),
    );
    const features = within(set).getByRole('list', { name: 'Features of feature set 1' });
    expect(within(features).queryByText(b!.AttributeName)).not.toBeInTheDocument();
    if (a!.Values.length === 1)
      expect(within(features).queryByText(a!.AttributeName)).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes and stays when the user keeps editing', async () => {
    // The list is experimental: only then does the editor link back to it.
    const { user, router } = await openNewEditor(undefined, { experimental: true });
    await user.type(await screen.findByRole('combobox', { name: /Queries/ }), 'zz unsaved{Enter}');
    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/merchandising/experience/editor');
    expect(screen.getByText('zz unsaved')).toBeInTheDocument();
  });
});
