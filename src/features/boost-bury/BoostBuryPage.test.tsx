import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { deleteBoost, getBoostsForScope, storeBoost } from '@/api/generated/endpoints/boost-bury/boost-bury';
import { ReloadStatus, type BoostRequest, type BoostRuleProxy } from '@/api/generated/model';
import { mockServer } from '@mocks/node';
import { demoScope } from '../../../tests/auth';
import { renderWithPortal } from '../../../tests/render';
import { recordRequests, type SentRequest } from '../../../tests/requests';
import { BoostBuryPage } from './BoostBuryPage';

const search = { ...demoScope, questNumber: 1 } as const;
const brandRule = 'Boost products whose Brand equals Acme';

/** A change request as the tests compare it: method, quest and body. */
const change = ({ method, params, body }: SentRequest<BoostRequest>) => ({
  method,
  quest: params.get('questNumber'),
  body,
});
const recordChanges = () => recordRequests(['put', 'patch'], '/BoostBury/BoostsForScope');

async function renderSearchRules() {
  const result = await renderWithPortal(<BoostBuryPage navigationType="search" />, {
    page: 'searchBoostBury',
  });
  // The first render of a test file compiles a lot; a busy machine needs more than the default second.
  await screen.findByRole('table', { name: 'Boost and bury rules' }, { timeout: 8000 });
  return result;
}

type User = Awaited<ReturnType<typeof renderWithPortal>>['user'];

/**
 * The options of a Select after opening it. jsdom has no layout, so Mantine's floating dropdown
 * counts as detached and stays display:none (hideDetached); the options are there, only "hidden".
 */
async function openOptions(user: User, dialog: HTMLElement, label: string) {
  const combobox = within(dialog).getByRole('combobox', { name: label });
  await waitFor(() => expect(combobox).toBeEnabled());
  await user.click(combobox);
  const listbox = await waitFor(() => document.getElementById(combobox.getAttribute('aria-controls') ?? '')!);
  return within(listbox).getAllByRole('option', { hidden: true });
}

async function pick(user: User, dialog: HTMLElement, label: string, option: string) {
  const options = await openOptions(user, dialog, label);
  // Attribute options also show type and description after the name.
  const match =
    options.find((o) => o.textContent === option) ?? options.find((o) => o.textContent?.startsWith(option));
  if (!match) throw new Error(`No option ${option} in ${label}`);
  await user.click(match);
}

describe('BoostBuryPage', () => {
  it('shows the stored rules as sentences', async () => {
    await renderSearchRules();
    const stored = await getBoostsForScope(search);
    const rows = within(screen.getByRole('table', { name: 'Boost and bury rules' })).getAllByRole('row');
    expect(rows).toHaveLength(stored.length + 1);
    expect(rows[1]).toHaveTextContent(brandRule);
    expect(screen.getByText(`${stored.length} rules`)).toBeInTheDocument();
  });

  it('offers conditions and amounts only from attributes with the matching flag', async () => {
    const { user } = await renderSearchRules();
    await user.click(screen.getByRole('button', { name: 'New boost rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New boost rule' });
    const conditions = (await openOptions(user, dialog, 'Attribute')).map((o) => o.textContent);
    expect(conditions.some((text) => text?.startsWith('Popularity'))).toBe(false);
    expect(conditions.filter((text) => /^(Brand|Price|IsSale|ReleaseDate)/.test(text ?? ''))).toHaveLength(4);
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('radio', { name: 'From an attribute' }));
    const amounts = (await openOptions(user, dialog, 'Amount attribute')).map((o) => o.textContent);
    expect(amounts).toEqual(['Price', 'Rating', 'ReturnRate', 'Popularity']);
  });

  it('validates required values and that the lower bound is not above the upper', async () => {
    const { user } = await renderSearchRules();
    const seen = recordChanges();
    await user.click(screen.getByRole('button', { name: 'New boost rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New boost rule' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Attribute is required')).toBeInTheDocument();

    await pick(user, dialog, 'Attribute', 'Price');
    await pick(user, dialog, 'Comparison', 'between');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Lower bound is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Upper bound is required')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Lower bound' }), '80');
    await user.type(within(dialog).getByRole('textbox', { name: 'Upper bound' }), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('The lower bound must not be above the upper bound')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('adds a between boost with PUT {NewBoost, CurrentBoosts} and shows it', async () => {
    const { user } = await renderSearchRules();
    const before = await getBoostsForScope(search);
    const seen = recordChanges();
    await user.click(screen.getByRole('button', { name: 'New boost rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New boost rule' });
    await pick(user, dialog, 'Attribute', 'Price');
    await pick(user, dialog, 'Comparison', 'between (inclusive)');
    await user.type(within(dialog).getByRole('textbox', { name: 'Lower bound' }), '99.5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Upper bound' }), '250');
    await user.click(within(dialog).getByRole('radio', { name: 'High' }));
    expect(within(dialog).getByTestId('boost-rule-preview')).toHaveTextContent(
      'Boost strongly products whose Price is between 99.5 and 250 (inclusive)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Boost rule saved successfully')).toBeInTheDocument();
    const added: BoostRuleProxy = {
      AttributeName: 'Price',
      AttributeValueType: 3,
      CompareMode: 6,
      LowerBound: '99.5',
      UpperBound: '250',
      BoostValue: 10,
    };
    expect(seen.map(change)).toEqual([
      { method: 'PUT', quest: '1', body: { NewBoost: added, CurrentBoosts: before } },
    ]);
    expect(
      await screen.findByText('Boost strongly products whose Price is between 99.5 and 250 (inclusive)'),
    ).toBeInTheDocument();
    expect(await getBoostsForScope(search)).toContainEqual(added);
  });

  it('adds a bury whose amount comes from an attribute', async () => {
    const { user } = await renderSearchRules();
    const seen = recordChanges();
    await user.click(screen.getByRole('button', { name: 'New boost rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New boost rule' });
    await pick(user, dialog, 'Attribute', 'IsSale');
    await user.click(within(dialog).getByRole('radio', { name: 'No' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Bury' }));
    await user.click(within(dialog).getByRole('radio', { name: 'From an attribute' }));
    await pick(user, dialog, 'Amount attribute', 'Popularity');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Bury products by their Popularity where IsSale equals no'),
    ).toBeInTheDocument();
    expect(seen[0]?.body.NewBoost).toEqual({
      AttributeName: 'IsSale',
      AttributeValueType: 2,
      CompareMode: 2,
      CompareTo: 'false',
      BoostValue: -1,
      BoostFromAttribute: 'Popularity',
    });
  });

  it('edits a rule with PUT {OldBoost, NewBoost, CurrentBoosts}', async () => {
    const { user } = await renderSearchRules();
    const before = await getBoostsForScope(search);
    const original = before.find((r) => r.AttributeName === 'Brand')!;
    const seen = recordChanges();
    await user.click(screen.getByRole('button', { name: `Edit rule: ${brandRule}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit boost rule' });
    expect(within(dialog).getByRole('textbox', { name: 'Value' })).toHaveValue('Acme');
    await user.click(within(dialog).getByRole('radio', { name: 'Bury' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Low' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Bury slightly products whose Brand equals Acme')).toBeInTheDocument();
    expect(seen.map(change)).toEqual([
      {
        method: 'PUT',
        quest: '1',
        body: { OldBoost: original, NewBoost: { ...original, BoostValue: -2 }, CurrentBoosts: before },
      },
    ]);
    expect(screen.queryByText(brandRule)).not.toBeInTheDocument();
  });

  it('deletes with PATCH {OldBoost, CurrentBoosts} and Undo re-adds exactly that rule', async () => {
    const { user } = await renderSearchRules();
    const before = await getBoostsForScope(search);
    const victim = before.find((r) => r.AttributeName === 'Brand')!;
    const seen = recordChanges();
    await user.click(screen.getByRole('button', { name: `Delete rule: ${brandRule}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete boost rule?' });
    expect(confirm).toHaveTextContent(brandRule);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Boost rule deleted successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `Edit rule: ${brandRule}` })).not.toBeInTheDocument(),
    );
    expect(change(seen[0]!)).toEqual({
      method: 'PATCH',
      quest: '1',
      body: { OldBoost: victim, CurrentBoosts: before },
    });

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('button', { name: `Edit rule: ${brandRule}` })).toBeInTheDocument();
    expect(change(seen[1]!)).toEqual({
      method: 'PUT',
      quest: '1',
      body: { NewBoost: victim, CurrentBoosts: before.filter((r) => r !== victim) },
    });
    expect(await getBoostsForScope(search)).toContainEqual(victim);
  });

  it('on a conflict reloads the list, says so and keeps the form as typed', async () => {
    const { user } = await renderSearchRules();
    await user.click(screen.getByRole('button', { name: 'New boost rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New boost rule' });
    await pick(user, dialog, 'Attribute', 'Color');
    await user.type(within(dialog).getByRole('textbox', { name: 'Value' }), 'Yellow');

    // Someone else adds a rule meanwhile: the list this page loaded is stale.
    const stored = await getBoostsForScope(search);
    await storeBoost(
      {
        NewBoost: {
          AttributeName: 'Color',
          AttributeValueType: 1,
          CompareMode: 2,
          CompareTo: 'Teal',
          BoostValue: 5,
        },
        CurrentBoosts: stored,
      },
      search,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error saving boost rule');
    expect(alert).toHaveTextContent(
      'The list was changed meanwhile and has been reloaded. Your input is kept.',
    );
    // Told once, in the form.
    expect(screen.getAllByText('Error saving boost rule')).toHaveLength(1);
    expect(within(dialog).getByRole('textbox', { name: 'Value' })).toHaveValue('Yellow');
    expect(await screen.findByText('Boost products whose Color equals Teal')).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Save again' }));
    expect(await screen.findByText('Boost products whose Color equals Yellow')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'New boost rule' })).not.toBeInTheDocument();
  });

  it('an edit of a rule someone changed meanwhile shows the stored version; overwriting replaces it', async () => {
    const { user } = await renderSearchRules();
    const stored = await getBoostsForScope(search);
    const original = stored.find((r) => r.AttributeName === 'Brand')!;
    await user.click(screen.getByRole('button', { name: `Edit rule: ${brandRule}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit boost rule' });
    await user.click(within(dialog).getByRole('radio', { name: 'High' }));
    // Someone else turns the boost into a bury meanwhile.
    const theirs = { ...original, BoostValue: -2 };
    await storeBoost({ OldBoost: original, NewBoost: theirs, CurrentBoosts: stored }, search);

    const seen = recordChanges();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error saving boost rule');
    expect(alert).toHaveTextContent('Changed meanwhile');
    expect(alert).toHaveTextContent('Stored now: Bury slightly products whose Brand equals Acme');
    expect(screen.getAllByText('Error saving boost rule')).toHaveLength(1);

    await user.click(within(alert).getByRole('button', { name: 'Overwrite with my input' }));
    expect(await screen.findByText('Boost strongly products whose Brand equals Acme')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Edit boost rule' })).not.toBeInTheDocument();
    expect(seen[1]!.body.OldBoost).toEqual(theirs);
    expect(await getBoostsForScope(search)).not.toContainEqual(theirs);
  });

  it('after a conflict, loading the stored version puts it into the form', async () => {
    const { user } = await renderSearchRules();
    const stored = await getBoostsForScope(search);
    const original = stored.find((r) => r.AttributeName === 'Brand')!;
    await user.click(screen.getByRole('button', { name: `Edit rule: ${brandRule}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit boost rule' });
    await user.click(within(dialog).getByRole('radio', { name: 'High' }));
    await storeBoost(
      { OldBoost: original, NewBoost: { ...original, BoostValue: -2 }, CurrentBoosts: stored },
      search,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Load the stored version' }));
    expect(within(dialog).getByRole('radio', { name: 'Bury' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Low' })).toBeChecked();
  });

  it('saves an edit of a rule deleted meanwhile as a new rule, after saying so', async () => {
    const { user } = await renderSearchRules();
    const stored = await getBoostsForScope(search);
    const original = stored.find((r) => r.AttributeName === 'Brand')!;
    await user.click(screen.getByRole('button', { name: `Edit rule: ${brandRule}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit boost rule' });
    await user.click(within(dialog).getByRole('radio', { name: 'High' }));
    await deleteBoost({ OldBoost: original, CurrentBoosts: stored }, search);

    const seen = recordChanges();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Deleted meanwhile');
    await user.click(within(alert).getByRole('button', { name: 'Create it with my input' }));
    expect(await screen.findByText('Boost strongly products whose Brand equals Acme')).toBeInTheDocument();
    expect(seen.map((s) => Object.keys(s.body).sort())).toEqual([
      ['CurrentBoosts', 'NewBoost', 'OldBoost'],
      ['CurrentBoosts', 'NewBoost'],
    ]);
  });

  it('a rule someone else added identically meanwhile is told as existing, with a way to open it', async () => {
    const { user } = await renderSearchRules();
    await user.click(screen.getByRole('button', { name: 'New boost rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New boost rule' });
    await pick(user, dialog, 'Attribute', 'Color');
    await user.type(within(dialog).getByRole('textbox', { name: 'Value' }), 'Yellow');
    const stored = await getBoostsForScope(search);
    const theirs = {
      AttributeName: 'Color',
      AttributeValueType: 1,
      CompareMode: 2,
      CompareTo: 'Yellow',
      BoostValue: 5,
    } as const;
    await storeBoost({ NewBoost: theirs, CurrentBoosts: stored }, search);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Already exists');
    expect(alert).toHaveTextContent(
      'An identical rule already exists: Boost products whose Color equals Yellow',
    );
    expect(within(alert).queryByRole('button', { name: /Save again|Overwrite/ })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Open the existing rule' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    const opened = await screen.findByRole('dialog', { name: 'Edit boost rule' });
    expect(within(opened).getByRole('textbox', { name: 'Value' })).toHaveValue('Yellow');
  });

  it('works for a user with only synonyms and boost/bury access', async () => {
    await renderWithPortal(<BoostBuryPage navigationType="search" />, {
      page: 'searchBoostBury',
      email: 'limited@demo.test',
    });
    expect(
      await screen.findByRole('button', { name: `Edit rule: ${brandRule}` }, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it('answers a 409 by reloading even when the server says nothing else', async () => {
    const { user } = await renderSearchRules();
    let reads = 0;
    mockServer.use(
      http.get('*/BoostBury/BoostsForScope', () => {
        reads += 1;
        return undefined;
      }),
      http.patch(
        '*/BoostBury/BoostsForScope',
        () => new HttpResponse(null, { status: 409, statusText: 'Conflict' }),
        { once: true },
      ),
    );
    await user.click(screen.getByRole('button', { name: `Delete rule: ${brandRule}` }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete boost rule?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Error deleting boost rule')).toBeInTheDocument();
    await waitFor(() => expect(reads).toBe(1));
    expect(screen.getByRole('button', { name: `Edit rule: ${brandRule}` })).toBeInTheDocument();
  });

  it.each([
    [
      ReloadStatus.NoOnlineEngines,
      'No engines were online: the change is stored and applies when they come back.',
      'info',
    ],
    [ReloadStatus.AllSucceeded, 'All engines reloaded the change.', 'info'],
    [ReloadStatus.SomeMayHaveFailed, 'Some engines may have failed to reload the change.', 'warning'],
    [ReloadStatus.Error, 'The engines reported an error while reloading the change.', 'warning'],
  ])('shows reload status %i in words', async (status, words, level) => {
    const { user } = await renderSearchRules();
    mockServer.use(
      http.patch('*/BoostBury/BoostsForScope', async ({ request }) => {
        const body = (await request.json()) as BoostRequest;
        return HttpResponse.json({ CurrentBoosts: body.CurrentBoosts.slice(1), ReloadStatus: status });
      }),
    );
    await user.click(screen.getByRole('button', { name: `Delete rule: ${brandRule}` }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete boost rule?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    const text = await screen.findByText(words);
    expect(text.closest('[data-level]')).toHaveAttribute('data-level', level);
  });

  it('asks before closing a form with unsaved changes', async () => {
    const { user } = await renderSearchRules();
    await user.click(screen.getByRole('button', { name: 'New boost rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New boost rule' });
    await pick(user, dialog, 'Attribute', 'Brand');
    await user.type(within(dialog).getByRole('textbox', { name: 'Value' }), 'Fjellstrom');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('dialog', { name: 'New boost rule' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Value' })).toHaveValue('Fjellstrom');
  });

  it('asks before leaving the page with unsaved changes', async () => {
    const { user, router } = await renderSearchRules();
    await user.click(screen.getByRole('button', { name: 'New boost rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New boost rule' });
    await pick(user, dialog, 'Attribute', 'Brand');
    await user.type(within(dialog).getByRole('textbox', { name: 'Value' }), 'Fjellstrom');
    void router.navigate({ to: '/search/overview' });
    const ask = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/search/boostBury');
    expect(within(dialog).getByRole('textbox', { name: 'Value' })).toHaveValue('Fjellstrom');
  });
});
