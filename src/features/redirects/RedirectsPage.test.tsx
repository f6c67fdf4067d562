import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { mockServer } from '@mocks/node';
import { setActiveScenarios } from '@mocks/scenarios/state';
import { getRedirects, storeRedirect } from '@/api/generated/endpoints/redirects/redirects';
import { getSynonymsForScope } from '@/api/generated/endpoints/synonyms/synonyms';
import type { RedirectEntry } from '@/api/generated/model';
import { demoScope, signInForTests } from '../../../tests/auth';
import { renderWithPortal } from '../../../tests/render';
import { RedirectsPage } from './RedirectsPage';

const unsafeText =
  'The target must be a web address starting with http:// or https://, or a path on the shop starting with a single "/".';

async function openNewForm(user: Awaited<ReturnType<typeof renderWithPortal>>['user']) {
  await user.click(await screen.findByRole('button', { name: 'New redirect' }));
  return screen.findByRole('dialog', { name: 'New redirect' });
}

describe('RedirectsPage', () => {
  it('lists, filters and sorts the redirects of the scope', async () => {
    const { user } = await renderWithPortal(<RedirectsPage />, { page: 'redirects' });
    const stored = await getRedirects(demoScope);
    expect(
      await screen.findByText(`${stored.length} of ${stored.length} redirects, 0 selected`),
    ).toBeInTheDocument();
    const sorted = [...stored].sort((a, b) =>
      a.Name.localeCompare(b.Name, undefined, { sensitivity: 'base', numeric: true }),
    );
    const table = screen.getByRole('table', { name: 'Redirects' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(sorted[0]!.Name);
    await user.click(within(table).getByRole('button', { name: 'Sort by Name' }));
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent(sorted.at(-1)!.Name));

    const last = sorted.at(-1)!;
    await user.type(screen.getByRole('textbox', { name: 'Filter redirects' }), last.Target);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeLessThan(stored.length + 1));
    expect(within(table).getByText(last.Name)).toBeInTheDocument();
  });

  it('stays usable with 5,000 redirects: counts them and renders only the visible rows', async () => {
    setActiveScenarios(['large-data']);
    await renderWithPortal(<RedirectsPage />, { page: 'redirects' });
    expect(await screen.findByText('5,000 of 5,000 redirects, 0 selected')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Redirects' })).getAllByRole('row').length).toBeLessThan(
      60,
    );
  });

  it('warns before saving a redirect whose term catches a query with synonyms, linking those synonyms', async () => {
    const { user } = await renderWithPortal(<RedirectsPage />, { page: 'redirects' });
    const query = (await getSynonymsForScope(demoScope))[0]!.Query;
    const dialog = await openNewForm(user);
    const terms = within(dialog).getByLabelText(/Terms/);
    await user.type(terms, 'no rule has this term{Enter}');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Shadow test');
    expect(within(dialog).queryByText('Saving this creates a rule-health finding')).toBeNull();
    await user.type(terms, `${query.toUpperCase()}{Enter}`);
    const warning = await within(dialog).findByRole('status', {
      name: /Saving this creates a rule-health finding/,
    });
    expect(
      within(warning).getByText(`A redirect catches “${query.toUpperCase()}”, which has other rules`),
    ).toBeInTheDocument();
    expect(within(warning).getByRole('link', { name: `Synonyms for “${query}”` })).toHaveAttribute(
      'href',
      expect.stringContaining('/configuration/synonyms/list'),
    );
  });

  it('shows the validation texts of the spec', async () => {
    const { user } = await renderWithPortal(<RedirectsPage />, { page: 'redirects' });
    const dialog = await openNewForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Terms are required')).toBeInTheDocument();
    expect(within(dialog).getByText('Target is required')).toBeInTheDocument();
  });

  it.each([',', ';', '"'])(
    'refuses %j as a term: the field says it is empty and nothing is sent',
    async (separator) => {
      const puts: unknown[] = [];
      mockServer.use(http.put('*/EngineSettings/Redirect', () => void puts.push(1)));
      const { user } = await renderWithPortal(<RedirectsPage />, { page: 'redirects' });
      const dialog = await openNewForm(user);
      await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Separator');
      await user.type(within(dialog).getByLabelText(/Terms/), `sale{Enter}${separator}{Enter}`);
      await user.type(within(dialog).getByRole('textbox', { name: /Target/ }), '/sale');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('Terms cannot be empty')).toBeInTheDocument();
      expect(puts).toEqual([]);
    },
  );

  it('refuses a javascript: target without calling the server', async () => {
    const puts: unknown[] = [];
    mockServer.use(http.put('*/EngineSettings/Redirect', () => void puts.push(1)));
    const { user } = await renderWithPortal(<RedirectsPage />, { page: 'redirects' });
    const dialog = await openNewForm(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Evil');
    await user.type(within(dialog).getByLabelText(/Terms/), 'evil{Enter}');
    await user.type(within(dialog).getByRole('textbox', { name: /Target/ }), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(unsafeText)).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it('renders only safe targets as links, site paths on the shop, anything else as plain text', async () => {
    const list: RedirectEntry[] = [
      { Name: 'Evil', Rules: ['evil'], Target: 'javascript:alert(1)', Enabled: true },
      { Name: 'Sale', Rules: ['sale'], Target: '/sale', Enabled: true },
      { Name: 'Blog', Rules: ['blog'], Target: 'https://blog.example.com/', Enabled: false },
    ];
    mockServer.use(http.get('*/EngineSettings/Redirect', () => HttpResponse.json(list)));
    await renderWithPortal(<RedirectsPage />, { page: 'redirects' });
    const evil = await screen.findByText('javascript:alert(1)');
    expect(evil.closest('a')).toBeNull();
    expect(screen.getByText('Unsafe target')).toBeInTheDocument();
    expect(screen.getByText('/sale').closest('a')).toHaveAttribute('href', 'https://acme-outdoor.de/sale');
    expect(screen.getByText('https://blog.example.com/').closest('a')).toHaveAttribute(
      'href',
      'https://blog.example.com/',
    );
    expect(document.querySelectorAll('a[href^="javascript"]')).toHaveLength(0);
  });

  it('points out terms other redirects already use, in the list and in the form', async () => {
    signInForTests();
    const existing = (await getRedirects(demoScope))[0]!;
    const term = existing.Rules[0]!;
    await storeRedirect(
      { EditedRedirect: { Name: 'Zz copy', Rules: [term], Target: '/copy', Enabled: true } },
      demoScope,
    );
    const { user } = await renderWithPortal(<RedirectsPage />, { page: 'redirects' });
    await user.click(await screen.findByRole('radio', { name: 'Shared terms' }));
    const table = screen.getByRole('table', { name: 'Redirects' });
    await waitFor(() => expect(within(table).getByText('Zz copy')).toBeInTheDocument());
    expect(within(table).getByText(existing.Name)).toBeInTheDocument();
    expect(within(table).getAllByText('Shared term').length).toBeGreaterThanOrEqual(2);

    const dialog = await openNewForm(user);
    await user.type(within(dialog).getByLabelText(/Terms/), `${term.toUpperCase()}{Enter}`);
    const names = [existing.Name, 'Zz copy'].join(', ');
    expect(
      await within(dialog).findByText(`“${term.toUpperCase()}” is also used by: ${names}`),
    ).toBeInTheDocument();
  });

  it('opens the create form pre-filled from ?newTerm=', async () => {
    const used = vi.fn();
    await renderWithPortal(<RedirectsPage newTerm="rain jacket" onNewTermUsed={used} />, {
      page: 'redirects',
    });
    const dialog = await screen.findByRole('dialog', { name: 'New redirect' });
    expect(within(dialog).getByText('rain jacket')).toBeInTheDocument();
    expect(used).toHaveBeenCalledOnce();
  });

  it('asks before leaving a form with unsaved changes', async () => {
    const { user, router } = await renderWithPortal(<RedirectsPage />, { page: 'redirects' });
    const dialog = await openNewForm(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Half done');

    act(() => void router.navigate({ to: '/search/overview' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).toBeNull(),
    );
    expect(router.state.location.pathname).toBe('/merchandising/redirects');
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Half done');

    act(() => void router.navigate({ to: '/search/overview' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/overview'));
  });

  it('a redirect changed meanwhile says so and shows it; "Overwrite with my input" saves over the stored version', async () => {
    const { user } = await renderWithPortal(<RedirectsPage />, { page: 'redirects' });
    const original = (await getRedirects(demoScope))[0]!;
    await user.click(await screen.findByRole('button', { name: `Edit redirect ${original.Name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit redirect' });
    const meanwhile = { ...original, Target: '/changed-meanwhile' };
    await storeRedirect({ OldRedirect: original, EditedRedirect: meanwhile }, demoScope);
    const target = within(dialog).getByRole('textbox', { name: /Target/ });
    await user.clear(target);
    await user.type(target, '/mine');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await within(dialog).findByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent('Someone saved this rule after you opened it. Your input is kept.'),
    );
    expect(alert).toHaveTextContent('/changed-meanwhile');
    await user.click(within(alert).getByRole('button', { name: 'Overwrite with my input' }));
    await waitFor(async () =>
      expect((await getRedirects(demoScope)).find((r) => r.Name === original.Name)?.Target).toBe('/mine'),
    );
  });
});
