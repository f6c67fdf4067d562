import { screen, waitFor, within } from '@testing-library/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@mocks/node';
import {
  addManualRecommendations,
  getManualRecommendations,
} from '@/api/generated/endpoints/manual-recommendations/manual-recommendations';
import { demoScope, signInForTests } from '../../../tests/auth';
import { renderWithPortal } from '../../../tests/render';
import { recordRequests } from '../../../tests/requests';
import { manualRecommendationsSearchSchema } from './manual-recommendations-search';
import { ManualRecommendationsPage } from './ManualRecommendationsPage';

/** Like the route: the chosen source lives in the URL of the test router. */
function Harness() {
  const search = manualRecommendationsSearchSchema.parse(useSearch({ strict: false }));
  const navigate = useNavigate();
  return (
    <ManualRecommendationsPage
      search={search}
      onSelectSource={(source) =>
        void navigate({
          to: '.',
          search: (prev) => ({ ...prev, sourceId: source.ExternalId, sourceType: source.Type }),
        })
      }
    />
  );
}

const recordAdds = () => recordRequests('post', '/ManualRecommendation/Add');

async function firstSource() {
  signInForTests();
  const list = await getManualRecommendations(demoScope);
  const entry = list.find((e) => e.TargetProducts.length >= 3) ?? list[0]!;
  return entry;
}

const itemsOf = () =>
  within(screen.getByRole('list', { name: 'Recommended products in order' })).getAllByRole('listitem');
const dragLabels = () =>
  itemsOf().map((item) =>
    within(item)
      .getAllByRole('button')[0]!
      .getAttribute('aria-label')!
      .replace(/^Drag /, ''),
  );

describe('ManualRecommendationsPage', () => {
  it('lists the source products and opens one with its targets in order', async () => {
    const entry = await firstSource();
    const { user, router } = await renderWithPortal(<Harness />, {
      page: 'manualRecommendations',
      experimental: true,
    });
    const sources = await screen.findByRole('list', { name: 'Products with recommendations' });
    await waitFor(() => expect(within(sources).getAllByRole('listitem').length).toBeGreaterThan(0));
    const sourceButtons = within(sources).getAllByRole('button');
    const index = (await getManualRecommendations(demoScope)).findIndex(
      (e) => e.SourceProduct.ExternalId === entry.SourceProduct.ExternalId,
    );
    await user.click(sourceButtons[index]!);
    expect(router.state.location.search).toMatchObject({
      sourceId: entry.SourceProduct.ExternalId,
      sourceType: entry.SourceProduct.Type,
    });
    await waitFor(() => expect(itemsOf()).toHaveLength(entry.TargetProducts.length));
    expect(
      screen.getByRole('heading', { name: `Recommended products (${entry.TargetProducts.length})` }),
    ).toBeInTheDocument();
  });

  it('reorders with the keyboard-usable move buttons and saves positions 1..n in the new order', async () => {
    const entry = await firstSource();
    const adds = recordAdds();
    const { user } = await renderWithPortal(<Harness />, {
      page: 'manualRecommendations',
      search: `sourceId=${entry.SourceProduct.ExternalId}&sourceType=${entry.SourceProduct.Type}`,
    });
    await waitFor(() => expect(itemsOf()).toHaveLength(entry.TargetProducts.length));
    const before = dragLabels();
    expect(screen.getByRole('button', { name: 'Save recommendations' })).toBeDisabled();
    // Keyboard: focus the button and press Enter, as a keyboard user would.
    screen.getByRole('button', { name: `Move down ${before[0]}` }).focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: `Move up ${before[2]}` }));
    expect(screen.getByRole('button', { name: `Move up ${before[1]}` })).toBeDisabled();
    const after = dragLabels();
    expect(after.slice(0, 3)).toEqual([before[1], before[2], before[0]]);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save recommendations' }));
    expect(await screen.findByText('Manual recommendations saved successfully')).toBeInTheDocument();
    const sorted = [...entry.TargetProducts].sort((a, b) => a.Position - b.Position);
    const expectedOrder = [sorted[1]!, sorted[2]!, sorted[0]!, ...sorted.slice(3)];
    expect(adds).toHaveLength(1);
    expect(adds[0]!.body.ManualRecommendations.SourceProduct).toEqual(entry.SourceProduct);
    expect(adds[0]!.body.ManualRecommendations.TargetProducts).toEqual(
      expectedOrder.map((pin, i) => ({ ...pin, Position: i + 1 })),
    );
    const stored = (await getManualRecommendations(demoScope)).find(
      (e) => e.SourceProduct.ExternalId === entry.SourceProduct.ExternalId,
    )!;
    expect(stored.TargetProducts.map((p) => p.Entity.ExternalId)).toEqual(
      expectedOrder.map((p) => p.Entity.ExternalId),
    );
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
  });

  it('adds a target found by search and removes another', async () => {
    const entry = await firstSource();
    const adds = recordAdds();
    const { user } = await renderWithPortal(<Harness />, {
      page: 'manualRecommendations',
      search: `sourceId=${entry.SourceProduct.ExternalId}&sourceType=${entry.SourceProduct.Type}`,
    });
    await waitFor(() => expect(itemsOf()).toHaveLength(entry.TargetProducts.length));
    const first = dragLabels()[0]!;
    await user.click(screen.getByRole('button', { name: `Remove ${first}` }));
    const taken = new Set([
      entry.SourceProduct.ExternalId,
      ...entry.TargetProducts.map((p) => p.Entity.ExternalId),
    ]);
    const id = ['SKU-100399', 'SKU-100398', 'SKU-100397'].find((candidate) => !taken.has(candidate))!;
    // An exact product id finds that one product.
    await user.type(screen.getByRole('textbox', { name: 'Add recommended products' }), id);
    await waitFor(() => expect(screen.getByText('1 of 1 products')).toBeInTheDocument(), { timeout: 3000 });
    const addable = screen.getByRole('button', { name: /^Add .+/ });
    const title = addable.getAttribute('aria-label')!.replace(/^Add /, '');
    await user.click(addable);
    expect(dragLabels().at(-1)).toBe(title);
    expect(screen.getByRole('button', { name: `Add ${title}` })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Save recommendations' }));
    expect(await screen.findByText('Manual recommendations saved successfully')).toBeInTheDocument();
    const targets = adds[0]!.body.ManualRecommendations.TargetProducts;
    expect(targets.map((p) => p.Position)).toEqual(targets.map((_, i) => i + 1));
    expect(targets).toHaveLength(entry.TargetProducts.length);
    expect(targets.at(-1)).toEqual({ Entity: { Type: 'product', ExternalId: id }, Position: targets.length });
  });

  it('on a 409 after someone else changed the list, shows the stored version and overwriting saves the draft', async () => {
    const entry = await firstSource();
    const adds = recordAdds();
    const { user } = await renderWithPortal(<Harness />, {
      page: 'manualRecommendations',
      search: `sourceId=${entry.SourceProduct.ExternalId}&sourceType=${entry.SourceProduct.Type}`,
    });
    await waitFor(() => expect(itemsOf()).toHaveLength(entry.TargetProducts.length));
    const before = dragLabels();
    await user.click(screen.getByRole('button', { name: `Move down ${before[0]}` }));
    // Someone else drops the last target meanwhile; the server refuses the now stale save.
    const theirs = entry.TargetProducts.slice(0, -1);
    await addManualRecommendations(
      { ManualRecommendations: { SourceProduct: entry.SourceProduct, TargetProducts: theirs } },
      demoScope,
    );
    mockServer.use(
      http.post(
        '*/ManualRecommendation/Add',
        () => new HttpResponse(null, { status: 409, statusText: 'Conflict' }),
        {
          once: true,
        },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save recommendations' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error saving manual recommendations');
    expect(alert).toHaveTextContent('Changed meanwhile');
    expect(alert).toHaveTextContent('Stored now:');
    // Told once, in the editor: the open form says it, not a notification as well.
    expect(screen.getAllByText('Error saving manual recommendations')).toHaveLength(1);
    expect(dragLabels().slice(0, 2)).toEqual([before[1], before[0]]);

    await user.click(within(alert).getByRole('button', { name: 'Overwrite with my input' }));
    expect(await screen.findByText('Manual recommendations saved successfully')).toBeInTheDocument();
    const saved = adds.at(-1)!.body.ManualRecommendations.TargetProducts;
    expect(saved.map((p) => p.Position)).toEqual(saved.map((_, i) => i + 1));
    const stored = (await getManualRecommendations(demoScope)).find(
      (e) => e.SourceProduct.ExternalId === entry.SourceProduct.ExternalId,
    )!;
    expect(stored.TargetProducts).toHaveLength(entry.TargetProducts.length);
    expect(stored.TargetProducts.slice(0, 2).map((p) => p.Entity.ExternalId)).toEqual([
      entry.TargetProducts[1]!.Entity.ExternalId,
      entry.TargetProducts[0]!.Entity.ExternalId,
    ]);
  }, 60_000);

  it('after a conflict, loading the stored version puts it into the editor', async () => {
    const entry = await firstSource();
    const { user } = await renderWithPortal(<Harness />, {
      page: 'manualRecommendations',
      search: `sourceId=${entry.SourceProduct.ExternalId}&sourceType=${entry.SourceProduct.Type}`,
    });
    await waitFor(() => expect(itemsOf()).toHaveLength(entry.TargetProducts.length));
    const before = dragLabels();
    await user.click(screen.getByRole('button', { name: `Move down ${before[0]}` }));
    const theirs = entry.TargetProducts.slice(0, -1);
    await addManualRecommendations(
      { ManualRecommendations: { SourceProduct: entry.SourceProduct, TargetProducts: theirs } },
      demoScope,
    );
    mockServer.use(
      http.post(
        '*/ManualRecommendation/Add',
        () => new HttpResponse(null, { status: 409, statusText: 'Conflict' }),
        {
          once: true,
        },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save recommendations' }));
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Load the stored version' }));
    await waitFor(() => expect(itemsOf()).toHaveLength(theirs.length));
    expect(dragLabels().slice(0, 2)).toEqual(before.slice(0, 2));
    expect(screen.getByRole('button', { name: 'Save recommendations' })).toBeDisabled();
  }, 60_000);

  it('keeps the draft when the save fails and asks before leaving it', async () => {
    const entry = await firstSource();
    mockServer.use(
      http.post('*/ManualRecommendation/Add', () =>
        HttpResponse.json(
          {
            UserMessage: 'Product SKU-1 is recommended twice.',
            Timestamp: '2026-11-23T08:15:00Z',
            DebugDetails: null,
          },
          { status: 400 },
        ),
      ),
    );
    const { user, router } = await renderWithPortal(<Harness />, {
      page: 'manualRecommendations',
      search: `sourceId=${entry.SourceProduct.ExternalId}&sourceType=${entry.SourceProduct.Type}`,
    });
    await waitFor(() => expect(itemsOf()).toHaveLength(entry.TargetProducts.length));
    const before = dragLabels();
    await user.click(screen.getByRole('button', { name: `Move down ${before[0]}` }));
    await user.click(screen.getByRole('button', { name: 'Save recommendations' }));
    // Told once, in the editor: the open form says it, not a notification as well.
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Product SKU-1 is recommended twice.'));
    expect(alert).toHaveTextContent('Error saving manual recommendations');
    expect(screen.getAllByText('Product SKU-1 is recommended twice.')).toHaveLength(1);
    expect(dragLabels().slice(0, 2)).toEqual([before[1], before[0]]);

    // Choosing another source is a navigation: it asks first, and keeping the changes stays.
    const other = within(screen.getByRole('list', { name: 'Products with recommendations' }))
      .getAllByRole('button')
      .find((button) => button.getAttribute('aria-current') !== 'true')!;
    await user.click(other);
    const confirm = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument(),
    );
    expect(router.state.location.search).toMatchObject({ sourceId: entry.SourceProduct.ExternalId });
    expect(dragLabels().slice(0, 2)).toEqual([before[1], before[0]]);

    await user.click(other);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await waitFor(() =>
      expect(router.state.location.search).not.toMatchObject({ sourceId: entry.SourceProduct.ExternalId }),
    );
  });

  it('refuses a target whose end is not after its start, and sends times in UTC once fixed', async () => {
    const entry = await firstSource();
    const adds = recordAdds();
    const { user } = await renderWithPortal(<Harness />, {
      page: 'manualRecommendations',
      search: `sourceId=${entry.SourceProduct.ExternalId}&sourceType=${entry.SourceProduct.Type}`,
    });
    await waitFor(() => expect(itemsOf()).toHaveLength(entry.TargetProducts.length));
    const title = dragLabels()[0]!;
    const today = dayjs();
    // jsdom has no layout: floating dropdowns count as detached and stay display: none.
    const row = screen.getByRole('listitem', { name: title });
    await user.click(within(row).getByRole('button', { name: 'Start' }));
    await user.click(
      await screen.findByRole('button', { name: today.date(20).format('D MMMM YYYY'), hidden: true }),
    );
    await user.keyboard('{Escape}');
    // The start's calendar may still be mounted: pick the day in the calendar the end opens.
    const day10 = { name: today.date(10).format('D MMMM YYYY'), hidden: true };
    const earlier = new Set(screen.queryAllByRole('button', day10));
    await user.click(within(row).getByRole('button', { name: 'End' }));
    const endDay = await waitFor(() => {
      const fresh = screen.getAllByRole('button', day10).filter((button) => !earlier.has(button));
      if (fresh.length === 0) throw new Error("The end's calendar is not open yet");
      return fresh.at(-1)!;
    });
    await user.click(endDay);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Save recommendations' }));
    expect(await screen.findByText('End must be after start')).toBeInTheDocument();
    expect(adds).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'Clear End' }));
    await user.click(screen.getByRole('button', { name: 'Save recommendations' }));
    expect(await screen.findByText('Manual recommendations saved successfully')).toBeInTheDocument();
    const first = adds[0]!.body.ManualRecommendations.TargetProducts[0]!;
    expect(first.StartTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(dayjs(first.StartTime).format('YYYY-MM-DD')).toBe(today.date(20).format('YYYY-MM-DD'));
    expect(first.EndTime).toBeUndefined();
  });
});
