import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getManualRecommendations } from '@/api/generated/endpoints/manual-recommendations/manual-recommendations';
import type { ManualRecommendations } from '@/api/generated/model';
import { demoScope, signInForTests } from '../../../tests/auth';
import {
  openTransferMenuItem,
  whenTransferMenuReady,
  loadTransferKitUpFront,
  otherScope,
} from '../../../tests/transfer-menu';
import { captureDownloads } from '../../../tests/downloads';
import { renderWithPortal } from '../../../tests/render';
import { recordRequests } from '../../../tests/requests';
import { ManualRecommendationsPage } from './ManualRecommendationsPage';

const sourceId = (entry: ManualRecommendations) => entry.SourceProduct.ExternalId;
const bySource = (a: ManualRecommendations, b: ManualRecommendations) =>
  sourceId(a).localeCompare(sourceId(b));
/** A source product without targets has no recommendations: the transfer leaves it out. */
const withTargets = (list: ManualRecommendations[]) =>
  list.filter((entry) => entry.TargetProducts.length > 0);

async function renderPage() {
  signInForTests();
  const rendered = await renderWithPortal(
    <ManualRecommendationsPage search={{}} onSelectSource={() => undefined} />,
    { page: 'manualRecommendations', experimental: true },
  );
  await whenTransferMenuReady();
  return rendered;
}

loadTransferKitUpFront();
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('manual recommendations: import / export', () => {
  it('exports the scope’s recommendations as a JSON rule file, the only format offered', async () => {
    const downloads = captureDownloads();
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Import / export' }));
    expect(
      await screen.findByText(
        "JSON only: each product's recommended products are a nested list, which CSV cannot hold.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Export as CSV', hidden: true })).toBeNull();
    expect(screen.getByRole('menuitem', { name: /Import from JSON…/, hidden: true })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Export as JSON', hidden: true }));

    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toMatch(/^manual-recommendations-acme-acme-de-de-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await downloads[0]!.blob.text()) as {
      kind: string;
      rules: { manualRecommendations: ManualRecommendations[] };
    };
    expect(file.kind).toBe('manual-recommendation');
    const stored = withTargets(await getManualRecommendations(demoScope));
    expect(stored.length).toBeGreaterThan(1);
    expect([...file.rules.manualRecommendations].sort(bySource)).toEqual([...stored].sort(bySource));
  });

  it('imports a file with one changed and one bad entry: both previewed, only the good one written', async () => {
    signInForTests();
    const stored = withTargets(await getManualRecommendations(demoScope));
    const original = stored.find((entry) => entry.TargetProducts.length >= 2)!;
    const [, ...kept] = original.TargetProducts;
    const changed: ManualRecommendations = { ...original, TargetProducts: kept };
    const bad = {
      SourceProduct: { Type: 'product', ExternalId: 'SKU-TWICE' },
      TargetProducts: [kept[0], kept[0]],
    };
    const adds = recordRequests('post', '/ManualRecommendation/Add');
    const { user } = await renderPage();

    await user.upload(
      screen.getByLabelText('File to import'),
      new File(
        [JSON.stringify({ kind: 'manual-recommendation', rules: { manualRecommendations: [bad, changed] } })],
        'recommendations.json',
        { type: 'application/json' },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Import recommendations.json' });
    expect(
      await within(dialog).findByText(/0 to add, 1 to change, 0 left alone, 1 with errors \(not applied\)\./),
    ).toBeInTheDocument();
    const preview = within(dialog).getByRole('table', { name: 'Preview' });
    const removed = original.TargetProducts[0]!.Entity.ExternalId;
    expect(within(preview).getByText(sourceId(original)).closest('tr')).toHaveTextContent(
      `Now: TargetProducts: `,
    );
    expect(within(preview).getByText(sourceId(original)).closest('tr')).toHaveTextContent(removed);
    const badRow = within(preview).getByText('SKU-TWICE').closest('tr')!;
    expect(badRow).toHaveTextContent(`Product ${kept[0]!.Entity.ExternalId} is recommended twice.`);

    await user.click(within(dialog).getByRole('button', { name: 'Apply 1 row' }));
    expect(await within(dialog).findByText('1 of 1 row applied')).toBeInTheDocument();
    expect(adds.map((add) => add.body.ManualRecommendations)).toEqual([changed]);
    const after = await getManualRecommendations(demoScope);
    expect(after.find((entry) => sourceId(entry) === sourceId(original))?.TargetProducts).toEqual(kept);
    expect(after.some((entry) => sourceId(entry) === 'SKU-TWICE')).toBe(false);
  });

  it('copies all recommendations to another scope the user may edit, through a preview', async () => {
    const { user } = await renderPage();
    const stored = withTargets(await getManualRecommendations(demoScope));
    await openTransferMenuItem(user, 'Copy all to another scope…');
    const dialog = await screen.findByRole('dialog', { name: 'Copy to another scope' });
    await user.click(within(dialog).getByRole('combobox', { name: /Copy to scope/ }));
    await user.click(await screen.findByRole('option', { name: 'acme-outdoor.at · de', hidden: true }));
    expect(
      await within(dialog).findByText(/Recommendations are matched by their source product/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /^Apply \d+ rows?$/ }));
    expect(await within(dialog).findByText(/rows? applied$/)).toBeInTheDocument();

    const copied = await getManualRecommendations(otherScope);
    for (const entry of stored) expect(copied).toContainEqual(entry);
  });
});
