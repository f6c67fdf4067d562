import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getSynonymsForScope } from '@/api/generated/endpoints/synonyms/synonyms';
import { demoScope } from '../../../tests/auth';
import { renderWithPortal } from '../../../tests/render';
import { SynonymsPage } from './SynonymsPage';
import { loadTransferKitUpFront } from '../../../tests/transfer-menu';

loadTransferKitUpFront();
describe('SynonymsPage extras', () => {
  it('offers Undo on "Synonym deleted successfully", which recreates exactly the deleted rule', async () => {
    const { user } = await renderWithPortal(<SynonymsPage />, { page: 'synonymsList' });
    const stored = await getSynonymsForScope(demoScope);
    const victim = [...stored].sort((a, b) => a.Query.localeCompare(b.Query))[0]!;
    await user.click(await screen.findByRole('button', { name: `Delete synonym rule ${victim.Query}` }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete synonym rule?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Synonym deleted successfully')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Synonym saved successfully')).toBeInTheDocument();
    expect(await getSynonymsForScope(demoScope)).toContainEqual(victim);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull());
  });

  it('opens the create form pre-filled from ?newQuery=', async () => {
    const used = vi.fn();
    await renderWithPortal(<SynonymsPage newQuery="regenjacke" onNewQueryUsed={used} />, {
      page: 'synonymsList',
    });
    const dialog = await screen.findByRole('dialog', { name: 'New synonym rule' });
    expect(within(dialog).getByRole('textbox', { name: /Query/ })).toHaveValue('regenjacke');
    expect(used).toHaveBeenCalledOnce();
  });

  it('copies the selected rules: row checkboxes feed the import / export menu', async () => {
    const { user } = await renderWithPortal(<SynonymsPage />, { page: 'synonymsList' });
    const stored = [...(await getSynonymsForScope(demoScope))].sort((a, b) => a.Query.localeCompare(b.Query));
    await user.click(
      await screen.findByRole('checkbox', { name: `Select synonym rule ${stored[0]!.Query}` }),
    );
    await user.click(screen.getByRole('checkbox', { name: `Select synonym rule ${stored[1]!.Query}` }));
    await user.click(screen.getByRole('button', { name: 'Import / export' }));
    await user.click(
      await screen.findByRole('menuitem', { name: 'Copy 2 selected to another scope…', hidden: true }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Copy to another scope' });
    expect(within(dialog).getByRole('combobox', { name: /Copy to scope/ })).toBeInTheDocument();
  });
});
