import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getExperienceRules } from '@/api/generated/endpoints/experience/experience';
import type { ExperienceRule } from '@/api/generated/model';
import { demoScope, signInForTests } from '../../../../tests/auth';
import {
  openTransferMenuItem,
  whenTransferMenuReady,
  loadTransferKitUpFront,
  otherScope,
} from '../../../../tests/transfer-menu';
import { captureDownloads } from '../../../../tests/downloads';
import { renderWithPortal } from '../../../../tests/render';
import { recordRequests } from '../../../../tests/requests';
import { ExperienceRulesPage } from './ExperienceRulesPage';

const byQuery = (a: ExperienceRule, b: ExperienceRule) => a.Query.localeCompare(b.Query);

async function renderPage() {
  signInForTests();
  const rendered = await renderWithPortal(<ExperienceRulesPage />, {
    page: 'experience',
    experimental: true,
  });
  await whenTransferMenuReady();
  return rendered;
}

const jsonFile = (document: unknown, name = 'experience.json') =>
  new File([JSON.stringify(document)], name, { type: 'application/json' });

loadTransferKitUpFront();
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('experience rules: import / export', () => {
  it('exports the scope’s experience rules as a JSON rule file, the only format offered', async () => {
    const downloads = captureDownloads();
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Import / export' }));
    expect(
      await screen.findByText('JSON only: feature sets are nested lists, which CSV cannot hold.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Export as CSV', hidden: true })).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: 'Export as JSON', hidden: true }));

    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toMatch(/^experience-rules-acme-acme-de-de-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await downloads[0]!.blob.text()) as {
      kind: string;
      rules: { experienceRules: ExperienceRule[] };
    };
    expect(file.kind).toBe('experience');
    const stored = await getExperienceRules(demoScope);
    expect(stored.length).toBeGreaterThan(1);
    expect([...file.rules.experienceRules].sort(byQuery)).toEqual([...stored].sort(byQuery));
  });

  it('imports a file with one changed and one bad rule: both previewed, only the good one written', async () => {
    signInForTests();
    const stored = await getExperienceRules(demoScope);
    const original = stored[0]!;
    const changed: ExperienceRule = { ...original, IsFixed: !original.IsFixed };
    const bad = { Query: ' ', FeatureSets: [], IsFixed: false };
    const puts = recordRequests('put', '/Experience/Rule');
    const posts = recordRequests('post', '/Experience/Rule');
    const { user } = await renderPage();

    await user.upload(
      screen.getByLabelText('File to import'),
      jsonFile({ kind: 'experience', rules: { experienceRules: [changed, bad] } }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Import experience.json' });
    expect(
      await within(dialog).findByText(/0 to add, 1 to change, 0 left alone, 1 with errors \(not applied\)\./),
    ).toBeInTheDocument();
    const preview = within(dialog).getByRole('table', { name: 'Preview' });
    const changedRow = within(preview).getByText(original.Query).closest('tr')!;
    expect(changedRow).toHaveTextContent(`Now: IsFixed: ${String(original.IsFixed)}`);
    expect(changedRow).toHaveTextContent(`New: IsFixed: ${String(changed.IsFixed)}`);
    const badRow = within(preview).getByText('Queries are required').closest('tr')!;
    expect(badRow).toHaveTextContent('2');

    await user.click(within(dialog).getByRole('button', { name: 'Apply 1 row' }));
    expect(await within(dialog).findByText('1 of 1 row applied')).toBeInTheDocument();
    expect(puts.map((put) => put.body)).toEqual([
      { OldExperienceRule: original, EditedExperienceRule: changed },
    ]);
    expect(posts).toHaveLength(0);
    const after = await getExperienceRules(demoScope);
    expect(after).toHaveLength(stored.length);
    expect(after.find((rule) => rule.Query === original.Query)?.IsFixed).toBe(changed.IsFixed);
  });

  it('copies all rules to another scope the user may edit, through a preview', async () => {
    const { user } = await renderPage();
    const stored = await getExperienceRules(demoScope);
    const before = await getExperienceRules(otherScope);
    await openTransferMenuItem(user, 'Copy all to another scope…');
    const dialog = await screen.findByRole('dialog', { name: 'Copy to another scope' });
    await user.click(within(dialog).getByRole('combobox', { name: /Copy to scope/ }));
    await user.click(await screen.findByRole('option', { name: 'acme-outdoor.at · de', hidden: true }));
    const known = stored.filter((rule) => before.some((other) => other.Query === rule.Query)).length;
    expect(
      await within(dialog).findByText(
        new RegExp(`^Experience rules are matched by their query.*${stored.length - known} to add`),
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /^Apply \d+ rows?$/ }));
    expect(await within(dialog).findByText(/rows? applied$/)).toBeInTheDocument();

    const copied = await getExperienceRules(otherScope);
    for (const rule of stored) expect(copied).toContainEqual(rule);
  });
});
