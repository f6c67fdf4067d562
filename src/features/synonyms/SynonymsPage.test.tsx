import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSynonymsForScope } from '@/api/generated/endpoints/synonyms/synonyms';
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
    await waitFor(() => expect(screen.getByRole('table', { name: 'Synonym rules' })).toHaveTextContent(first.Query));
    expect(screen.getByText(/ of \d+ rules/).textContent).not.toBe(`${stored.length} of ${stored.length} rules`);
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

  it('keeps the typed input when the server refuses the save', async () => {
    const { user } = await renderWithPortal(<SynonymsPage />, { page: 'synonymsList' });
    const existing = (await getSynonymsForScope(demoScope))[0]!;
    await user.click(await screen.findByRole('button', { name: 'New synonym rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New synonym rule' });
    await user.type(within(dialog).getByRole('textbox', { name: /Query/ }), existing.Query);
    await user.type(within(dialog).getByLabelText(/Synonyms/), 'duplicate{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error saving synonym');
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
    await waitFor(async () => expect((await getSynonymsForScope(demoScope)).map((e) => e.Query)).not.toContain(victim.Query));
  });
});
