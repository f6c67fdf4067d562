import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getProductPositionOverridesWithProducts } from '@/api/generated/endpoints/pulse/pulse';
import type { PinsWithProductsResponse } from '@/api/generated/model';
import { pinCodec } from '@/bulk/transfer/codecs/pins';
import { writeCsv } from '@/bulk/transfer/csv';
import { parseRuleFile } from '@/bulk/transfer/file-format';
import { demoScope, signInForTests } from '../../../tests/auth';
import {
  openTransferMenuItem,
  whenTransferMenuReady,
  loadTransferKitUpFront,
  otherScope,
} from '../../../tests/transfer-menu';
import { captureDownloads } from '../../../tests/downloads';
import { renderWithPortal } from '../../../tests/render';
import { recordApiCalls } from '../../../tests/requests';
import { PinsPage } from './PinsPage';

/** The pins of a scope as the transfer carries them: each with its type. */
const typed = (pins: PinsWithProductsResponse) => [
  ...pins.Query.map(({ Pin }) => ({ type: 'pins.query' as const, rule: Pin })),
  ...pins.Navigation.map(({ Pin }) => ({ type: 'pins.navigation' as const, rule: Pin })),
  ...pins.Global.map(({ Pin }) => ({ type: 'pins.global' as const, rule: Pin })),
];

async function renderPage(email?: string) {
  signInForTests(email);
  const rendered = await renderWithPortal(<PinsPage />, { page: 'pulsePins', email });
  await whenTransferMenuReady();
  return rendered;
}

loadTransferKitUpFront();
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('pins: import / export', () => {
  it('exports every pin of the scope as CSV, a pin a line with its context, schedule and ad flag', async () => {
    const downloads = captureDownloads();
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Import / export' }));
    expect(
      await screen.findByText('Pins per query and per navigation page, and global pins.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Export as CSV', hidden: true }));

    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toMatch(/^pins-acme-acme-de-de-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await downloads[0]!.blob.text();
    // (Blob.text() reads past the byte-order mark.)
    expect(text.split('\r\n')[0]).toBe(
      'Context,Query,NavigationAttribute,NavigationValue,EntityType,ExternalId,Position,StartTime,EndTime,DueToAd',
    );
    const parsed = parseRuleFile(pinCodec, downloads[0]!.name, text);
    expect(parsed.rows.flatMap((row) => row.errors)).toEqual([]);
    const stored = typed(await getProductPositionOverridesWithProducts(demoScope));
    expect(stored.some((pin) => pin.rule.Pin.DueToAd)).toBe(true);
    expect(stored.some((pin) => pin.rule.Pin.EndTime)).toBe(true);
    expect(parsed.rows.map((row) => row.rule)).toEqual(stored);
  });

  it('imports a file with one changed and one bad pin: both previewed, only the good one written', async () => {
    signInForTests();
    const victim = (await getProductPositionOverridesWithProducts(demoScope)).Query[0]!.Pin;
    const changed = { ...victim, Pin: { ...victim.Pin, EndTime: '2031-01-01T00:00:00Z' } };
    const writes = recordApiCalls(/^\/Pulse\/(Add|Update|Delete)ProductPositionOverride/);
    const csv = writeCsv(pinCodec.csv!.columns, [
      pinCodec.csv!.toRow({ type: 'pins.query', rule: changed }),
      ['query', 'zelt', '', '', 'product', 'SKU-BAD', 'first', '', '', 'false'],
    ]);
    const { user } = await renderPage();

    await user.upload(
      screen.getByLabelText('File to import'),
      new File([csv], 'pins.csv', { type: 'text/csv' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Import pins.csv' });
    expect(
      await within(dialog).findByText(/0 to add, 1 to change, 0 left alone, 1 with errors \(not applied\)\./),
    ).toBeInTheDocument();
    const preview = within(dialog).getByRole('table', { name: 'Preview' });
    const changedRow = within(preview)
      .getByText(`${victim.Query} · ${victim.Pin.Entity.ExternalId}`)
      .closest('tr')!;
    expect(changedRow).toHaveTextContent('New: EndTime: 2031-01-01T00:00:00Z');
    const badRow = within(preview).getByText('zelt · SKU-BAD').closest('tr')!;
    expect(badRow).toHaveTextContent('3');
    expect(badRow).toHaveTextContent('Position must be a whole number from 1.');

    await user.click(within(dialog).getByRole('button', { name: 'Apply 1 row' }));
    expect(await within(dialog).findByText('1 of 1 row applied')).toBeInTheDocument();
    expect(writes.map(({ path, body }) => ({ path, body }))).toEqual([
      {
        path: '/Pulse/UpdateProductPositionOverridePerQuery',
        body: { OldProductPositionOverride: victim, UpdatedProductPositionOverride: changed },
      },
    ]);
    // The page shows the pins as they are now.
    const stored = await getProductPositionOverridesWithProducts(demoScope);
    expect(stored.Query.map((entry) => entry.Pin)).toContainEqual(changed);
  });

  it('refuses, with the reasons, the pins the user’s access does not allow: global ones and ones due to an ad', async () => {
    signInForTests();
    const product = (await getProductPositionOverridesWithProducts(demoScope)).Query[0]!.Pin.Pin.Entity;
    const writes = recordApiCalls(/^\/Pulse\/(Add|Update|Delete)ProductPositionOverride/);
    const { user } = await renderPage('pins@demo.test');
    await user.click(screen.getByRole('button', { name: 'Import / export' }));
    expect(await screen.findByText('Pins per query and per navigation page.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    const pin = (id: string, extra = {}) => ({
      Entity: { Type: product.Type, ExternalId: id },
      Position: 3,
      ...extra,
    });
    const file = {
      kind: 'pin',
      rules: {
        'pins.query': [
          { Query: 'zz-new-query', Pin: pin(product.ExternalId) },
          { Query: 'zelt', Pin: pin('SKU-AD', { DueToAd: true }) },
        ],
        'pins.global': [{ Pin: pin('SKU-GLOBAL') }],
      },
    };
    await user.upload(
      screen.getByLabelText('File to import'),
      new File([JSON.stringify(file)], 'pins.json', { type: 'application/json' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Import pins.json' });
    expect(
      await within(dialog).findByText(/1 to add, 0 to change, 0 left alone, 2 with errors/),
    ).toBeInTheDocument();
    const preview = within(dialog).getByRole('table', { name: 'Preview' });
    expect(within(preview).getByText('zelt · SKU-AD').closest('tr')).toHaveTextContent(
      'Only users allowed to pin products due to ads can set a pin due to an ad.',
    );
    expect(within(preview).getByText('SKU-GLOBAL').closest('tr')).toHaveTextContent(
      'Global pins are not part of your access to this scope.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Apply 1 row' }));
    expect(await within(dialog).findByText('1 of 1 row applied')).toBeInTheDocument();
    expect(writes.map(({ path }) => path)).toEqual(['/Pulse/AddProductPositionOverridePerQuery']);
  });

  it('copies all pins to another scope the user may edit, through a preview', async () => {
    const { user } = await renderPage();
    const stored = typed(await getProductPositionOverridesWithProducts(demoScope));
    await openTransferMenuItem(user, 'Copy all to another scope…');
    const dialog = await screen.findByRole('dialog', { name: 'Copy to another scope' });
    await user.click(within(dialog).getByRole('combobox', { name: /Copy to scope/ }));
    await user.click(await screen.findByRole('option', { name: 'acme-outdoor.at · de', hidden: true }));
    expect(await within(dialog).findByText(/Pins are matched by their product/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /^Apply \d+ rows?$/ }));
    expect(await within(dialog).findByText(/rows? applied$/)).toBeInTheDocument();

    const copied = typed(await getProductPositionOverridesWithProducts(otherScope));
    for (const pin of stored) expect(copied).toContainEqual(pin);
  });
});
