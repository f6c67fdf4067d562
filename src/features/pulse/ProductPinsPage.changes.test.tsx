import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addProductPositionOverrideGlobal,
  getProductPositionOverridesWithProducts,
  getPulseRankingsGlobal,
} from '@/api/generated/endpoints/pulse/pulse';
import { scopeKeyOf, type JournalEntry, type JournalRuleType } from '@/journal/entry';
import { setJournalUser } from '@/journal/recorder';
import { addEntries, closeJournalStore } from '@/journal/store';
import { demoScope, signInForTests } from '../../../tests/auth';
import { renderWithPortal } from '../../../tests/render';
import { ProductPinsPage } from './ProductPinsPage';

const developer = 'developer@internal.demo.test';
const journalUser = { id: 'demo-developer', name: 'Dev Eloper' };

/** jsdom lays nothing out: the chart is told a desktop width, as a browser's first layout would. */
class MeasuredResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const entry = { target, contentRect: { width: 1000 }, borderBoxSize: [{ inlineSize: 1000 }] };
    this.callback([entry as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

let counter = 0;
function entry(ruleType: JournalRuleType, at: number, after: unknown): JournalEntry {
  return {
    id: `${at.toString(36)}-${counter++}`,
    userId: journalUser.id,
    userName: journalUser.name,
    at,
    scopeKey: scopeKeyOf(demoScope),
    scope: { ...demoScope },
    ruleType,
    before: null,
    after,
    beforeKnown: true,
    reloadStatus: 2,
    source: 'edit',
  };
}

afterEach(async () => {
  vi.unstubAllGlobals();
  setJournalUser(null);
  await closeJournalStore();
  indexedDB.deleteDatabase('engine-portal-change-journal');
});

const ranked = (rank: number) => rank >= 1 && rank <= 1e9;

/**
 * A product ranked on its own (its rank before and after the marked day is known), pinned globally
 * for a period through the mock API, and four journal entries: its pin, another product's global
 * pin, another product's pin for a query, and a synonym.
 */
async function seed() {
  signInForTests(developer);
  const before = await getProductPositionOverridesWithProducts(demoScope);
  const pinned = new Set(before.Global.map((p) => p.Product.Entity.ExternalId));
  const top = (await getPulseRankingsGlobal({ ...demoScope, topRankedCount: 20 })).PulseRankings.find(
    (row) =>
      !pinned.has(row.Product.Entity.ExternalId) && row.History.slice(8, 22).every((h) => ranked(h.Rank)),
  )!;
  const entity = top.Product.Entity;
  const days = top.History.map((h) => h.DateUtc.slice(0, 10));
  const pin = {
    Entity: entity,
    Position: 7,
    StartTime: `${days[18]}T00:00:00Z`,
    EndTime: `${days[25]}T00:00:00Z`,
  };
  await addProductPositionOverrideGlobal({ ProductPositionOverride: { Pin: pin } }, demoScope);
  const pins = await getProductPositionOverridesWithProducts(demoScope);
  const otherGlobal = pins.Global.find((p) => p.Product.Entity.ExternalId !== entity.ExternalId)!;
  const otherQuery = pins.Query.find((p) => p.Product.Entity.ExternalId !== entity.ExternalId)!;
  // Midday of a day of the history, so the local day is the history's day.
  const at = (index: number) => Date.parse(days[index]!) + 12 * 3600_000;
  setJournalUser(journalUser);
  await addEntries([
    entry('pins.global', at(15), { Pin: pin }),
    entry('pins.global', at(8), otherGlobal.Pin),
    entry('pins.query', at(12), otherQuery.Pin),
    entry('synonyms', at(14), { Query: 'not about pins', Synonyms: ['x'] }),
  ]);
  return { top, entity, days, otherGlobal };
}

describe('ProductPinsPage: changes on the rank history', () => {
  it("marks the journal's pin changes of this ranking and shades the product's scheduled pins", async () => {
    vi.stubGlobal('ResizeObserver', MeasuredResizeObserver);
    const { top, entity, days, otherGlobal } = await seed();

    const { user } = await renderWithPortal(
      <ProductPinsPage search={{ productExternalId: entity.ExternalId, productType: entity.Type }} />,
      { page: 'pulsePinsForProduct', email: developer, experimental: true },
    );

    const section = await screen.findByRole('region', { name: 'Rank history' });
    const own = await within(section).findByRole('button', {
      name: new RegExp(`^1 changes on ${days[15]} Added: Global pins · ${entity.ExternalId}`),
    });
    const other = otherGlobal.Product.Entity.ExternalId;
    expect(
      within(section).getByRole('button', {
        name: new RegExp(`^1 changes on ${days[8]} Added: Global pins · ${other}`),
      }),
    ).toBeInTheDocument();
    // A pin of another product for a query, and a synonym, do not bear on the global ranking.
    expect(within(section).getAllByRole('button', { name: /changes on/ })).toHaveLength(2);

    // The marker is reached with the keyboard and tells its change, the product's average rank over
    // the 7 days before and from the change on, and that this is correlation.
    for (let i = 0; i < 60 && document.activeElement !== own; i++) await user.tab();
    expect(own).toHaveFocus();
    const average = (from: number, to: number) => {
      const ranks = top.History.slice(from, to)
        .map((h) => h.Rank)
        .filter(ranked);
      const mean = ranks.reduce((sum, rank) => sum + rank, 0) / ranks.length;
      return new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(mean);
    };
    // jsdom lays nothing out, so Mantine keeps the floating tooltip hidden from the accessibility tree.
    // The marker passed on the way may still be fading out: its tooltip is not the one to read.
    const tooltip = await waitFor(() => {
      const found = screen
        .getAllByRole('tooltip', { hidden: true })
        .find((element) => element.textContent?.includes(`Added: Global pins · ${entity.ExternalId}`));
      expect(found).toBeDefined();
      return found!;
    });
    expect(tooltip).toHaveTextContent(
      `Rank, 7-day average: ${average(8, 15)} before, ${average(15, 22)} after.`,
    );
    expect(tooltip).toHaveTextContent(
      'This shows what happened around the change, not that the change caused it.',
    );

    // The product's scheduled pin is a shaded range, named in the list below the chart.
    expect(within(section).getByText('Scheduled pin')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Changes in this period (3)' }));
    expect(
      await within(section).findByText(
        `Pin: ${top.Product.Title} at position 7 everywhere, ${days[18]} – ${days[25]}`,
      ),
    ).toBeInTheDocument();

    // The table of the history names the changes of each day.
    await user.click(within(section).getByText('Show the history as a table'));
    const table = within(section).getByRole('table', { name: 'Rank history' });
    const row = within(table).getByRole('row', { name: new RegExp(`^${days[15]} `) });
    expect(within(row).getByText(`Added: Global pins · ${entity.ExternalId}`)).toBeInTheDocument();
    expect(within(section).queryByText(/not about pins/)).not.toBeInTheDocument();
  });

  it('says the same in German', async () => {
    vi.stubGlobal('ResizeObserver', MeasuredResizeObserver);
    const { entity, days } = await seed();
    await renderWithPortal(
      <ProductPinsPage search={{ productExternalId: entity.ExternalId, productType: entity.Type }} />,
      { page: 'pulsePinsForProduct', email: developer, experimental: true, locale: 'de' },
    );
    const section = await screen.findByRole('region', { name: 'Rangverlauf' });
    const marker = await within(section).findByRole('button', {
      name: new RegExp(`^1 Änderungen am ${days[15]} Hinzugefügt: Globale Pins · ${entity.ExternalId}`),
    });
    expect(marker.getAttribute('aria-label')).toMatch(
      /Rang, 7-Tage-Durchschnitt: [\d,]+ davor, [\d,]+ danach\. Dies zeigt, was rund um die Änderung geschah, nicht, dass die Änderung es verursacht hat\.$/,
    );
    expect(within(section).getByText('Geplanter Pin')).toBeInTheDocument();
    expect(within(section).getByText('Regeländerung')).toBeInTheDocument();
  });
});
