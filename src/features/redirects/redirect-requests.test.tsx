import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@mocks/node';
import { getRedirects, storeRedirect } from '@/api/generated/endpoints/redirects/redirects';
import { ReloadStatus, type RedirectEntry, type RedirectRequest } from '@/api/generated/model';
import { demoScope } from '../../../tests/auth';
import { renderWithPortal } from '../../../tests/render';
import { recordRequests, type SentRequest } from '../../../tests/requests';
import { RedirectsPage } from './RedirectsPage';

type User = Awaited<ReturnType<typeof renderWithPortal>>['user'];

const bodyOf = <Body,>(call: SentRequest<Body>) => call.body;
const recordPuts = () => recordRequests('put', '/EngineSettings/Redirect');

async function firstStored(): Promise<RedirectEntry> {
  return [...(await getRedirects(demoScope))].sort((a, b) => a.Name.localeCompare(b.Name))[0]!;
}

async function filterTo(user: User, name: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Filter redirects' }), name);
  await screen.findByRole('button', { name: `Edit redirect ${name}` });
}

async function createRedirect(user: User, name: string) {
  await user.click(await screen.findByRole('button', { name: 'New redirect' }));
  const dialog = await screen.findByRole('dialog', { name: 'New redirect' });
  await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), name);
  await user.type(within(dialog).getByLabelText(/Terms/), 'rain jacket{Enter}waterproof{Enter}');
  await user.type(within(dialog).getByRole('textbox', { name: /Target/ }), '/rain');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
}

describe('redirect requests', () => {
  it('creates with EditedRedirect only', async () => {
    const puts = recordPuts();
    const { user } = await renderWithPortal(<RedirectsPage />, { page: 'redirects' });
    await createRedirect(user, 'Rain');
    expect(await screen.findByText('Redirect saved successfully')).toBeInTheDocument();
    expect(puts.map(bodyOf)).toEqual([
      {
        EditedRedirect: {
          Name: 'Rain',
          Rules: ['rain jacket', 'waterproof'],
          Target: '/rain',
          Enabled: true,
        },
      },
    ]);
    expect(await getRedirects(demoScope)).toContainEqual(puts[0]!.body.EditedRedirect);
  });

  it('edits with the loaded redirect as OldRedirect and the new one as EditedRedirect', async () => {
    const puts = recordPuts();
    const { user } = await renderWithPortal(<RedirectsPage />, { page: 'redirects' });
    await screen.findByRole('table', { name: 'Redirects' });
    const original = await firstStored();
    await filterTo(user, original.Name);
    await user.click(screen.getByRole('button', { name: `Edit redirect ${original.Name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit redirect' });
    const target = within(dialog).getByRole('textbox', { name: /Target/ });
    await user.clear(target);
    await user.type(target, 'https://www.acme-outdoor.de/neu');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Redirect saved successfully')).toBeInTheDocument();
    expect(puts.map(bodyOf)).toEqual([
      { OldRedirect: original, EditedRedirect: { ...original, Target: 'https://www.acme-outdoor.de/neu' } },
    ]);
  });

  it('disables from the list as an edit of the loaded redirect', async () => {
    const puts = recordPuts();
    const { user } = await renderWithPortal(<RedirectsPage />, { page: 'redirects' });
    await screen.findByRole('table', { name: 'Redirects' });
    const original = (await getRedirects(demoScope)).find((r) => r.Enabled)!;
    await filterTo(user, original.Name);
    await user.click(screen.getByRole('switch', { name: `Enabled: ${original.Name}` }));
    expect(await screen.findByText('Redirect saved successfully')).toBeInTheDocument();
    expect(puts.map(bodyOf)).toEqual([
      { OldRedirect: original, EditedRedirect: { ...original, Enabled: false } },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: `Enabled: ${original.Name}` })).not.toBeChecked(),
    );
  });

  it('deletes with enabled, name, target and rules, and Undo recreates exactly the deleted redirect', async () => {
    const puts = recordPuts();
    const deletes = recordRequests('delete', '/EngineSettings/Redirect');
    const { user } = await renderWithPortal(<RedirectsPage />, { page: 'redirects' });
    await screen.findByRole('table', { name: 'Redirects' });
    const victim = await firstStored();
    await filterTo(user, victim.Name);
    await user.click(screen.getByRole('button', { name: `Delete redirect ${victim.Name}` }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete redirect?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Redirect deleted successfully')).toBeInTheDocument();
    expect((await getRedirects(demoScope)).map((r) => r.Name)).not.toContain(victim.Name);
    // Undo is offered while the notification is shown (info notices close after 5 seconds).
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Redirect saved successfully')).toBeInTheDocument();
    expect(puts.map(bodyOf)).toEqual([{ EditedRedirect: victim }]);
    expect(await getRedirects(demoScope)).toContainEqual(victim);
    await waitFor(() => expect(screen.queryByText('Redirect deleted successfully')).toBeNull());

    const params = deletes[0]!.params;
    expect({
      enabled: params.get('enabled'),
      name: params.get('name'),
      target: params.get('target'),
      rules: params.getAll('rules'),
    }).toEqual({
      enabled: String(victim.Enabled),
      name: victim.Name,
      target: victim.Target,
      rules: victim.Rules,
    });
  });

  it('on a conflict reloads the list, says so and keeps the input; saving again replaces the current version', async () => {
    const puts = recordPuts();
    const { user } = await renderWithPortal(<RedirectsPage />, { page: 'redirects' });
    await screen.findByRole('table', { name: 'Redirects' });
    const original = await firstStored();
    await filterTo(user, original.Name);
    await user.click(screen.getByRole('button', { name: `Edit redirect ${original.Name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit redirect' });
    // Someone else changes the redirect meanwhile.
    const meanwhile = { ...original, Target: '/changed-meanwhile' };
    await storeRedirect({ OldRedirect: original, EditedRedirect: meanwhile }, demoScope);
    puts.length = 0;

    const target = within(dialog).getByRole('textbox', { name: /Target/ });
    await user.clear(target);
    await user.type(target, '/mine');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error saving redirect');
    expect(alert).toHaveTextContent('Someone saved this rule after you opened it. Your input is kept.');
    expect(alert).toHaveTextContent(`Stored now: ${meanwhile.Name}`);
    expect(alert).toHaveTextContent('/changed-meanwhile');
    expect(target).toHaveValue('/mine');

    await user.click(within(alert).getByRole('button', { name: 'Overwrite with my input' }));
    expect(await screen.findByText('Redirect saved successfully')).toBeInTheDocument();
    expect(puts[1]!.body).toEqual({
      OldRedirect: meanwhile,
      EditedRedirect: { ...original, Target: '/mine' },
    });
    expect(await getRedirects(demoScope)).toContainEqual({ ...original, Target: '/mine' });
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
  ])('shows reload status %i in words', async (status, text, level) => {
    mockServer.use(
      http.put('*/EngineSettings/Redirect', async ({ request }) => {
        const body = (await request.json()) as RedirectRequest;
        return HttpResponse.json({ Entry: body.EditedRedirect, ReloadStatus: status });
      }),
    );
    const { user } = await renderWithPortal(<RedirectsPage />, { page: 'redirects' });
    await createRedirect(user, 'Rain');
    const notice = await screen.findByText(text);
    expect(notice.closest('[data-level]')).toHaveAttribute('data-level', level);
    expect(screen.getByText('Redirect saved successfully')).toBeInTheDocument();
  });

  it('reports a refused delete', async () => {
    mockServer.use(
      http.delete('*/EngineSettings/Redirect', () =>
        HttpResponse.json({ UserMessage: 'Nope', Timestamp: '2026-01-01T00:00:00Z' }, { status: 409 }),
      ),
    );
    const { user } = await renderWithPortal(<RedirectsPage />, { page: 'redirects' });
    await screen.findByRole('table', { name: 'Redirects' });
    const victim = await firstStored();
    await filterTo(user, victim.Name);
    await user.click(screen.getByRole('button', { name: `Delete redirect ${victim.Name}` }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete redirect?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Error deleting redirect')).toBeInTheDocument();
    expect(screen.getByText('Nope')).toBeInTheDocument();
  });
});
