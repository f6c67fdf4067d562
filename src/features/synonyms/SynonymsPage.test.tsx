import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { mockServer } from '@mocks/node';
import { getSynonymsForScope, storeSynonymsForQuery } from '@/api/generated/endpoints/synonyms/synonyms';
import { demoScope } from '../../../tests/auth';
import { renderWithPortal } from '../../../tests/render';
import { SynonymsPage } from './SynonymsPage';

describe('SynonymsPage', () => {
  it('lists the rules of the scope and filters them', async () => {
    const { user } = await renderWithPortal(<SynonymsPage />, { page: 'synonymsList' });
    const stored = await getSynonymsForScope(demoScope);
    expect(await screen.findByText(`${stored.length} of ${stored.length} rules`)).toBeInTheDocument();
    const first = [...stored].sort((a, b) => a.Query.localeCompare(b.Query))[0]!;
    await user.type(screen.getByRole('textbox', { name: 'Filter synonym rules' }), first.Query);
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Synonym rules' })).toHaveTextContent(first.Query),
    );
    expect(screen.getByText(/ of \d+ rules/).textContent).not.toBe(
      `${stored.length} of ${stored.length} rules`,
    );
  });

  it('shows the validation texts of the spec and creates a rule', async () => {
    const { user } = await renderWithPortal(<SynonymsPage />, { page: 'synonymsList' });
    await user.click(await screen.findByRole('button', { name: 'New synonym rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New synonym rule' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Query is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Synonyms are required')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /Query/ }), 'zz-testquery');
    await user.type(within(dialog).getByLabelText(/Synonyms/), 'sleeping bag{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Synonym saved successfully')).toBeInTheDocument();
    expect(screen.getByText('All engines reloaded the change.')).toBeInTheDocument();
    const stored = await getSynonymsForScope(demoScope);
    expect(stored).toContainEqual({ Query: 'zz-testquery', Synonyms: ['sleeping bag'] });
  });

  it.each([',', ';', '"', ' , '])(
    'refuses %j as a synonym: the field says it is empty and nothing is sent',
    async (separator) => {
      const puts: URL[] = [];
      mockServer.use(
        http.put('*/EngineSettings/SynonymsForQuery', ({ request }) => void puts.push(new URL(request.url))),
      );
      const { user } = await renderWithPortal(<SynonymsPage />, { page: 'synonymsList' });
      await user.click(await screen.findByRole('button', { name: 'New synonym rule' }));
      const dialog = await screen.findByRole('dialog', { name: 'New synonym rule' });
      await user.type(within(dialog).getByRole('textbox', { name: /Query/ }), 'zz-separator');
      await user.type(within(dialog).getByLabelText(/Synonyms/), 'tent{Enter}');
      await user.type(within(dialog).getByLabelText(/Synonyms/), `${separator}{Enter}`);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('Synonym cannot be empty')).toBeInTheDocument();
      expect(puts).toEqual([]);
    },
  );

  it('keeps the typed input when the server refuses the save', async () => {
    const { user } = await renderWithPortal(<SynonymsPage />, { page: 'synonymsList' });
    const existing = (await getSynonymsForScope(demoScope))[0]!;
    await user.click(await screen.findByRole('button', { name: 'New synonym rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New synonym rule' });
    await user.type(within(dialog).getByRole('textbox', { name: /Query/ }), existing.Query);
    await user.type(within(dialog).getByLabelText(/Synonyms/), 'duplicate{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await within(dialog).findByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent(`A synonym rule for "${existing.Query}" already exists.`),
    );
    expect(within(dialog).getByRole('textbox', { name: /Query/ })).toHaveValue(existing.Query);
    expect(await screen.findAllByText('Error saving synonym')).not.toHaveLength(0);
  });

  it('deletes a rule after confirmation', async () => {
    const { user } = await renderWithPortal(<SynonymsPage />, { page: 'synonymsList' });
    const stored = await getSynonymsForScope(demoScope);
    const victim = [...stored].sort((a, b) => a.Query.localeCompare(b.Query))[0]!;
    await user.click(await screen.findByRole('button', { name: `Delete synonym rule ${victim.Query}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete synonym rule?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Synonym deleted successfully')).toBeInTheDocument();
    await waitFor(async () =>
      expect((await getSynonymsForScope(demoScope)).map((e) => e.Query)).not.toContain(victim.Query),
    );
  });

  it('on a 409 conflict reloads, keeps the input, and saving again compares against the current version', async () => {
    const puts: URL[] = [];
    mockServer.use(
      http.put('*/EngineSettings/SynonymsForQuery', ({ request }) => void puts.push(new URL(request.url))),
    );
    const { user } = await renderWithPortal(<SynonymsPage />, { page: 'synonymsList' });
    const original = [...(await getSynonymsForScope(demoScope))].sort((a, b) =>
      a.Query.localeCompare(b.Query),
    )[0]!;
    await user.type(await screen.findByRole('textbox', { name: 'Filter synonym rules' }), original.Query);
    await user.click(await screen.findByRole('button', { name: `Edit synonym rule ${original.Query}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit synonym rule' });
    // Someone else changes the rule meanwhile.
    const meanwhile = [...original.Synonyms, 'changed-meanwhile'];
    await storeSynonymsForQuery({
      ...demoScope,
      oldQuery: original.Query,
      oldSynonyms: original.Synonyms,
      newQuery: original.Query,
      newSynonyms: meanwhile,
    });
    puts.length = 0;

    await user.type(within(dialog).getByLabelText(/Synonyms/), 'mine{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent('Someone saved this rule after you opened it. Your input is kept.'),
    );
    expect(alert).toHaveTextContent(`Stored now: ${original.Query}: ${meanwhile.join(', ')}`);

    await user.click(within(alert).getByRole('button', { name: 'Overwrite with my input' }));
    expect(await screen.findByText('Synonym saved successfully')).toBeInTheDocument();
    expect(puts).toHaveLength(2);
    expect(puts[1]!.searchParams.getAll('oldSynonyms')).toEqual(meanwhile);
    expect(await getSynonymsForScope(demoScope)).toContainEqual({
      Query: original.Query,
      Synonyms: [...original.Synonyms, 'mine'],
    });
  });

  it('renaming a rule onto a query another rule has says so, links that rule and keeps the input', async () => {
    const puts: URL[] = [];
    mockServer.use(
      http.put('*/EngineSettings/SynonymsForQuery', ({ request }) => void puts.push(new URL(request.url))),
    );
    const { user } = await renderWithPortal(<SynonymsPage />, { page: 'synonymsList' });
    const [renamed, other] = [...(await getSynonymsForScope(demoScope))].sort((a, b) =>
      a.Query.localeCompare(b.Query),
    );
    await user.type(await screen.findByRole('textbox', { name: 'Filter synonym rules' }), renamed!.Query);
    await user.click(await screen.findByRole('button', { name: `Edit synonym rule ${renamed!.Query}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit synonym rule' });
    const query = within(dialog).getByRole('textbox', { name: /Query/ });
    await user.clear(query);
    await user.type(query, other!.Query);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await within(dialog).findByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent(`A synonym rule for "${other!.Query}" already exists.`),
    );
    expect(alert).not.toHaveTextContent(/saving again/i);
    expect(within(alert).queryByRole('button', { name: /Overwrite|Save again/ })).not.toBeInTheDocument();
    expect(query).toHaveValue(other!.Query);
    expect(puts).toHaveLength(1);

    await user.click(within(alert).getByRole('button', { name: 'Open the existing rule' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('dialog', { name: 'Edit synonym rule' })).getByRole('textbox', {
          name: /Query/,
        }),
      ).toHaveValue(other!.Query),
    );
  });
});
