import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { mockServer } from '@mocks/node';
import { getExperienceRules } from '@/api/generated/endpoints/experience/experience';
import type {
  ControlCodeRequest,
  ControlCodeResponse,
  ExperienceRuleDeleteRequest,
} from '@/api/generated/model';
import { demoScope } from '../../../../tests/auth';
import { renderWithPortal } from '../../../../tests/render';
import { ExperienceRulesPage } from './ExperienceRulesPage';

const byQuery = (a: { Query: string }, b: { Query: string }) => a.Query.localeCompare(b.Query);

describe('ExperienceRulesPage', () => {
  it('lists every rule with its query, feature-set count and fixed flag, and searches them', async () => {
    const { user } = await renderWithPortal(<ExperienceRulesPage />, {
      page: 'experience',
      experimental: true,
    });
    const stored = [...(await getExperienceRules(demoScope))].sort(byQuery);
    const table = await screen.findByRole('table', { name: 'Experience rules' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(stored.length + 1));
    const fixed = stored.find((r) => r.IsFixed)!;
    const row = within(table).getByRole('link', { name: fixed.Query }).closest('tr')!;
    expect(row).toHaveTextContent(String(fixed.FeatureSets.length));
    expect(within(row).getByText('Fixed')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: fixed.Query })).toHaveAttribute(
      'href',
      expect.stringContaining(`query=${encodeURIComponent(fixed.Query).replace(/%20/g, '+')}`),
    );

    await user.type(screen.getByRole('textbox', { name: 'Search experience rules' }), fixed.Query);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeLessThan(stored.length + 1));
    expect(within(table).getByRole('link', { name: fixed.Query })).toBeInTheDocument();
  });

  it('deletes after a confirmation: a control code first, then DELETE with that code', async () => {
    const calls: string[] = [];
    let issued = '';
    let deleteBody: ExperienceRuleDeleteRequest | null = null;
    mockServer.use(
      http.post('*/Experience/ControlCode', async ({ request }) => {
        calls.push(`code:${((await request.clone().json()) as ControlCodeRequest).Query}`);
        return undefined;
      }),
      http.delete('*/Experience/Rule', async ({ request }) => {
        deleteBody = (await request.clone().json()) as ExperienceRuleDeleteRequest;
        calls.push(`delete:${deleteBody.Query}`);
        return undefined;
      }),
    );
    // Reads the code the mock issued, so the test can compare it with the one sent back.
    const readCode = async ({ request, response }: { request: Request; response: Response }) => {
      if (request.url.includes('/Experience/ControlCode'))
        issued = ((await response.clone().json()) as ControlCodeResponse).ControlCode;
    };
    mockServer.events.on('response:mocked', readCode);
    onTestFinished(() => mockServer.events.removeListener('response:mocked', readCode));
    const { user } = await renderWithPortal(<ExperienceRulesPage />, {
      page: 'experience',
      experimental: true,
    });
    const victim = [...(await getExperienceRules(demoScope))].sort(byQuery)[0]!;
    await user.click(await screen.findByRole('button', { name: `Delete experience rule ${victim.Query}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete experience rule?' });
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Experience rule deleted successfully')).toBeInTheDocument();
    expect(screen.getByText('All engines reloaded the change.')).toBeInTheDocument();
    expect(calls).toEqual([`code:${victim.Query}`, `delete:${victim.Query}`]);
    expect(issued).not.toBe('');
    expect(deleteBody).toEqual({ Query: victim.Query, ControlCode: issued });
    await waitFor(async () =>
      expect((await getExperienceRules(demoScope)).map((r) => r.Query)).not.toContain(victim.Query),
    );
  });

  it('cancels a delete without any call', async () => {
    let calls = 0;
    mockServer.use(
      http.post('*/Experience/ControlCode', () => {
        calls += 1;
        return undefined;
      }),
    );
    const { user } = await renderWithPortal(<ExperienceRulesPage />, {
      page: 'experience',
      experimental: true,
    });
    const victim = [...(await getExperienceRules(demoScope))].sort(byQuery)[0]!;
    await user.click(await screen.findByRole('button', { name: `Delete experience rule ${victim.Query}` }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete experience rule?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(calls).toBe(0);
    expect((await getExperienceRules(demoScope)).map((r) => r.Query)).toContain(victim.Query);
  });

  it('previews recreated feature sets side by side and changes nothing until applied', async () => {
    const recreates: string[] = [];
    mockServer.use(
      http.post('*/Experience/RecreateFeatureSets', ({ request }) => {
        recreates.push(new URL(request.url).searchParams.get('preview') ?? '');
        return undefined;
      }),
    );
    const before = await getExperienceRules(demoScope);
    const { user } = await renderWithPortal(<ExperienceRulesPage />, {
      page: 'experience',
      experimental: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Recreate feature sets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recreate feature sets' });
    const changes = await within(dialog).findAllByRole('region', { name: /^Changes for / });
    expect(changes.length).toBeGreaterThan(0);
    // Old and new side by side, with what changes marked in words, not colour only.
    expect(within(changes[0]!).getByText('Current')).toBeInTheDocument();
    expect(within(changes[0]!).getByText('After recreating')).toBeInTheDocument();
    expect(within(dialog).getAllByText(/\((added|removed)\)/).length).toBeGreaterThan(0);
    // The seeded scope has rules whose source products left the catalogue.
    expect(
      within(dialog).getAllByText(/Products no longer in the catalogue: SKU-0\d+/).length,
    ).toBeGreaterThan(0);
    expect(recreates).toEqual(['true']);
    expect(await getExperienceRules(demoScope)).toEqual(before);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Recreate feature sets' })).not.toBeInTheDocument(),
    );
    expect(recreates).toEqual(['true']);
    expect(await getExperienceRules(demoScope)).toEqual(before);

    await user.click(screen.getByRole('button', { name: 'Recreate feature sets' }));
    const again = await screen.findByRole('dialog', { name: 'Recreate feature sets' });
    await within(again).findAllByRole('region', { name: /^Changes for / });
    await user.click(within(again).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Feature sets recreated successfully')).toBeInTheDocument();
    expect(recreates).toEqual(['true', 'true', 'false']);
    expect(await getExperienceRules(demoScope)).not.toEqual(before);
  });
});
