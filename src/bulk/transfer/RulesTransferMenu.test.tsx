import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverError } from '@mocks/auth';
import { mockServer } from '@mocks/node';
import { getRedirects } from '@/api/generated/endpoints/redirects/redirects';
import { getSynonymsForScope, storeSynonymsForQuery } from '@/api/generated/endpoints/synonyms/synonyms';
import type { RedirectRequest } from '@/api/generated/model';
import { demoScope, signInForTests } from '../../../tests/auth';
import { renderWithPortal } from '../../../tests/render';
import { redirectCodec } from './codecs/redirect';
import { encodeList, writeCsv } from './csv';
import { parseRuleFile } from './file-format';
import { RulesTransferMenu } from './RulesTransferMenu';
import { loadTransferKitUpFront } from '../../../tests/transfer-menu';

type User = Awaited<ReturnType<typeof renderWithPortal>>['user'];

async function openMenuItem(user: User, name: string | RegExp) {
  await user.click(await screen.findByRole('button', { name: 'Import / export' }));
  await user.click(await screen.findByRole('menuitem', { name, hidden: true }));
}

afterEach(() => vi.unstubAllGlobals());

loadTransferKitUpFront();
describe('RulesTransferMenu', () => {
  it('imports a CSV: preview of what is added, changed and left alone, row errors with line numbers, then a summary', async () => {
    signInForTests();
    const [same, changed] = await getRedirects(demoScope);
    const puts: RedirectRequest[] = [];
    mockServer.use(
      http.put('*/EngineSettings/Redirect', async ({ request }) => {
        const body = (await request.clone().json()) as RedirectRequest;
        puts.push(body);
        return body.EditedRedirect.Name === 'Boom'
          ? serverError(400, 'The engine refuses this redirect.')
          : undefined;
      }),
    );
    const csv = writeCsv(redirectCodec.csv!.columns, [
      [same!.Name, encodeList(same!.Rules), same!.Target, String(same!.Enabled)],
      [changed!.Name, encodeList(changed!.Rules), '/changed', 'true'],
      ['Neu', 'neu | new', '/neu', 'true'],
      ['Boom', 'boom', '/boom', 'false'],
      ['Evil', 'evil', 'javascript:alert(1)', 'true'],
    ]);
    const { user } = await renderWithPortal(<RulesTransferMenu kind="redirect" />, { page: 'redirects' });
    await user.upload(
      await screen.findByLabelText('File to import'),
      new File([csv], 'redirects.csv', { type: 'text/csv' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Import redirects.csv' });
    expect(
      await within(dialog).findByText(/2 to add, 1 to change, 1 left alone, 1 with errors \(not applied\)\./),
    ).toBeInTheDocument();
    const preview = within(dialog).getByRole('table', { name: 'Preview' });
    const evilRow = within(preview).getByText('Evil').closest('tr')!;
    expect(evilRow).toHaveTextContent('6');
    expect(evilRow).toHaveTextContent('The target must be a web address');

    await user.click(within(dialog).getByRole('button', { name: 'Apply 3 rows' }));
    expect(await within(dialog).findByText('2 of 3 rows applied')).toBeInTheDocument();
    const failures = within(dialog).getByRole('table', { name: 'Rows not applied' });
    expect(within(failures).getByText('Boom').closest('tr')).toHaveTextContent(
      'The engine refuses this redirect.',
    );
    expect(within(dialog).getByText('All engines reloaded the change.')).toBeInTheDocument();

    // Rows are written side by side, so in no particular order; each exactly once.
    expect(puts.map((p) => p.EditedRedirect.Name).sort()).toEqual([changed!.Name, 'Neu', 'Boom'].sort());
    expect(puts.find((p) => p.EditedRedirect.Name === changed!.Name)).toEqual({
      OldRedirect: changed,
      EditedRedirect: { ...changed!, Target: '/changed', Enabled: true },
    });
    const stored = await getRedirects(demoScope);
    expect(stored).toContainEqual({ Name: 'Neu', Rules: ['neu', 'new'], Target: '/neu', Enabled: true });
    expect(stored.map((r) => r.Name)).not.toContain('Boom');
  });

  it('refuses a file of another kind with a clear message', async () => {
    const { user } = await renderWithPortal(<RulesTransferMenu kind="synonym" />, { page: 'synonymsList' });
    const json = JSON.stringify({ kind: 'redirect', rules: [] });
    await user.upload(
      await screen.findByLabelText('File to import'),
      new File([json], 'rules.json', { type: 'application/json' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Import rules.json' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This file holds redirects; import it on the redirects page.',
    );
    expect(within(dialog).queryByRole('button', { name: /Apply/ })).toBeNull();
  });

  it('exports the rules of the scope as CSV that reads back to the same rules', async () => {
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:export'),
        revokeObjectURL: () => undefined,
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = await renderWithPortal(<RulesTransferMenu kind="redirect" />, { page: 'redirects' });
    await openMenuItem(user, 'Export as CSV');
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(click).toHaveBeenCalledOnce();
    const parsed = parseRuleFile(redirectCodec, 'export.csv', await blobs[0]!.text());
    expect(parsed.rows.map((row) => row.rule)).toEqual(await getRedirects(demoScope));
  });

  it('copies selected rules to another scope the user may edit, with preview and summary', async () => {
    signInForTests();
    const target = { customerId: 'acme', storefrontId: 'acme-at', languageCode: 'de' };
    await storeSynonymsForQuery({ ...demoScope, newQuery: 'zz-one', newSynonyms: ['a', 'b'] });
    await storeSynonymsForQuery({ ...demoScope, newQuery: 'zz-two', newSynonyms: ['c'] });
    await storeSynonymsForQuery({ ...target, newQuery: 'zz-two', newSynonyms: ['old'] });
    const selected = (await getSynonymsForScope(demoScope)).filter((r) => r.Query.startsWith('zz-'));

    const { user } = await renderWithPortal(<RulesTransferMenu kind="synonym" selected={selected} />, {
      page: 'synonymsList',
    });
    await openMenuItem(user, 'Copy 2 selected to another scope…');
    const dialog = await screen.findByRole('dialog', { name: 'Copy to another scope' });
    await user.click(within(dialog).getByRole('combobox', { name: /Copy to scope/ }));
    await user.click(await screen.findByRole('option', { name: 'acme-outdoor.at · de', hidden: true }));
    expect(
      await within(dialog).findByText(/1 to add, 1 to change, 0 left alone, 0 with errors/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Apply 2 rows' }));
    expect(await within(dialog).findByText('2 of 2 rows applied')).toBeInTheDocument();

    const copied = (await getSynonymsForScope(target)).filter((r) => r.Query.startsWith('zz-'));
    expect(copied).toEqual(expect.arrayContaining(selected));
    expect(copied).toHaveLength(2);
  });

  it('offers only concrete scopes with the needed access flag as copy targets', async () => {
    const { user } = await renderWithPortal(<RulesTransferMenu kind="redirect" selected={[]} />, {
      page: 'redirects',
    });
    await openMenuItem(user, 'Copy all to another scope…');
    const dialog = await screen.findByRole('dialog', { name: 'Copy to another scope' });
    await user.click(within(dialog).getByRole('combobox', { name: /Copy to scope/ }));
    const options = (await screen.findAllByRole('option', { hidden: true })).map((o) => o.textContent);
    expect(options).toContain('acme-outdoor.de · en');
    expect(options).not.toContain('acme-outdoor.de · de');
    expect(options.some((o) => o?.includes('*'))).toBe(false);
  });
});
