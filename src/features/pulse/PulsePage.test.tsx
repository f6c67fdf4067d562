import { screen, waitFor, within } from '@testing-library/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { renderWithPortal } from '../../../tests/render';
import { recordApiCalls, recordRequests } from '../../../tests/requests';
import { pulseSearchSchema, type PulseSearch } from './pulse-search';
import { PulsePage } from './PulsePage';

/** Like the route: the search lives in the URL of the test router. */
function PulseHarness() {
  const search = pulseSearchSchema.parse(useSearch({ strict: false }));
  const navigate = useNavigate();
  return (
    <PulsePage
      search={search}
      onSearchChange={(patch: Partial<PulseSearch>) =>
        void navigate({ to: '.', search: (prev) => ({ ...prev, ...patch }) })
      }
    />
  );
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

async function pickDay(
  user: ReturnType<typeof import('@testing-library/user-event').default.setup>,
  dialog: HTMLElement,
  field: RegExp,
  day: dayjs.Dayjs,
) {
  const dayName = day.format('D MMMM YYYY');
  const before = screen.queryAllByRole('button', { name: dayName, hidden: true }).length;
  await user.click(within(dialog).getByRole('button', { name: field }));
  // jsdom has no layout: floating dropdowns count as detached and stay display: none.
  // An earlier field's calendar may still be mounted: wait for this field's, the newest.
  await waitFor(() =>
    expect(screen.queryAllByRole('button', { name: dayName, hidden: true }).length).toBeGreaterThan(before),
  );
  await user.click(screen.getAllByRole('button', { name: dayName, hidden: true }).at(-1)!);
}

describe('PulsePage', () => {
  it('shows the global top N with ranks, KPIs and history, and asks for another N', async () => {
    const seen = recordRequests('get', '/Pulse/PulseRankingsGlobal');
    const { user, router } = await renderWithPortal(<PulseHarness />, { page: 'pulse' });
    const table = await screen.findByRole('table', { name: 'Pulse ranking: Global' }, { timeout: 5000 });
    // The table is virtualised: aria-rowcount tells all rows (with the header), the DOM holds the visible ones.
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '51'));
    expect(seen[0]!.url.searchParams.get('topRankedCount')).toBe('50');
    expect(within(rowsOf(table)[0]!).getByText('1')).toBeInTheDocument();
    expect(
      within(rowsOf(table)[0]!).getByRole('img', { name: /Rank over the last 30 days/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Top 50 of /)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Show the top' }));
    await user.click(await screen.findByRole('option', { name: '10 products', hidden: true }));
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Pulse ranking: Global' })).toHaveAttribute(
        'aria-rowcount',
        '11',
      ),
    );
    expect(seen.at(-1)!.url.searchParams.get('topRankedCount')).toBe('10');
    expect(router.state.location.search).toMatchObject({ top: 10 });
  });

  it('pages through the ranking of a query chosen in the URL-kept tab', async () => {
    const seen = recordRequests('get', '/Pulse/PulseRankingsPerQuery');
    const { user, router } = await renderWithPortal(<PulseHarness />, { page: 'pulse' });
    await user.click(await screen.findByRole('tab', { name: 'Per query' }));
    expect(await screen.findByText('Choose a query to see its ranking.')).toBeInTheDocument();
    await user.type(await screen.findByRole('combobox', { name: 'Query' }), 'jacket{Enter}');
    const table = await screen.findByRole(
      'table',
      { name: 'Pulse ranking: Query "jacket"' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '21'));
    expect(seen.at(-1)!.url.searchParams.get('query')).toBe('jacket');
    expect(seen.at(-1)!.url.searchParams.get('page')).toBe('1');
    expect(router.state.location.search).toMatchObject({ view: 'query', query: 'jacket' });

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(seen.at(-1)!.url.searchParams.get('page')).toBe('2'));
    expect(await screen.findByText(/^Products 21–/)).toBeInTheDocument();
  });

  it('pins a product of the global ranking with an end date, sent in UTC', async () => {
    const seen = recordApiCalls(/^\/Pulse\/AddProductPositionOverride/);
    const { user } = await renderWithPortal(<PulseHarness />, { page: 'pulse' });
    const table = await screen.findByRole('table', { name: 'Pulse ranking: Global' }, { timeout: 5000 });
    await waitFor(() => expect(rowsOf(table).length).toBeGreaterThan(10));
    // A product far down the list is not pinned yet.
    const row = rowsOf(table).at(-1)!;
    const pinButton = within(row).getByRole('button', { name: /^Pin / });
    const title = pinButton.getAttribute('aria-label')!.replace(/^Pin /, '');
    await user.click(pinButton);
    const dialog = await screen.findByRole('dialog', { name: `Pin ${title}` });
    expect(within(dialog).getByRole('radio', { name: 'All result lists (global)' })).toBeChecked();
    const position = within(dialog).getByRole('textbox', { name: /Position/ });
    await user.clear(position);
    await user.type(position, '2');
    const end = dayjs().add(1, 'month').date(15);
    await user.click(within(dialog).getByRole('button', { name: /^End/ }));
    await user.click(await screen.findByRole('button', { name: 'Next month', hidden: true }));
    await user.click(await screen.findByRole('button', { name: end.format('D MMMM YYYY'), hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save pin' }));

    expect(await screen.findByText('Pin saved successfully')).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url.pathname).toMatch(/\/Pulse\/AddProductPositionOverrideGlobal$/);
    const body = seen[0]!.body as { ProductPositionOverride: { Pin: { EndTime: string; Position: number } } };
    expect(body.ProductPositionOverride.Pin.Position).toBe(2);
    expect(body.ProductPositionOverride.Pin.EndTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(dayjs(body.ProductPositionOverride.Pin.EndTime).format('YYYY-MM-DD')).toBe(
      end.format('YYYY-MM-DD'),
    );
    // The ranking is reloaded and the product now stands pinned at position 2.
    await waitFor(() =>
      expect(
        within(rowsOf(screen.getByRole('table', { name: 'Pulse ranking: Global' }))[1]!).getByText('Pinned'),
      ).toBeInTheDocument(),
    );
  });

  it('pins per query from the query ranking and refuses an end before the start', async () => {
    const seen = recordApiCalls(/^\/Pulse\/AddProductPositionOverride/);
    const { user } = await renderWithPortal(<PulseHarness />, {
      page: 'pulse',
      search: 'view=query&query=%22jacket%22',
    });
    const table = await screen.findByRole(
      'table',
      { name: 'Pulse ranking: Query "jacket"' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(rowsOf(table).length).toBeGreaterThan(5));
    const pinButton = within(rowsOf(table)[5]!).getByRole('button', { name: /^Pin / });
    await user.click(pinButton);
    const dialog = await screen.findByRole('dialog', { name: pinButton.getAttribute('aria-label')! });
    expect(within(dialog).getByRole('radio', { name: 'One query' })).toBeChecked();
    expect(within(dialog).getByLabelText(/^Query/)).toHaveValue('jacket');

    const today = dayjs();
    await pickDay(user, dialog, /^Start/, today.date(20));
    await user.keyboard('{Escape}');
    await pickDay(user, dialog, /^End/, today.date(10));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Save pin' }));
    expect(await within(dialog).findByText('End must be after start')).toBeInTheDocument();
    expect(seen).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: /Clear End/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save pin' }));
    expect(await screen.findByText('Pin saved successfully')).toBeInTheDocument();
    expect(seen[0]!.url.pathname).toMatch(/\/Pulse\/AddProductPositionOverridePerQuery$/);
    expect(seen[0]!.body).toMatchObject({
      ProductPositionOverride: {
        Query: 'jacket',
        Pin: { Position: 1, StartTime: expect.stringMatching(/Z$/) },
      },
    });
  });

  it('edits the existing pin instead of pinning a product twice in the same ranking', async () => {
    const { user } = await renderWithPortal(<PulseHarness />, { page: 'pulse' });
    const table = await screen.findByRole('table', { name: 'Pulse ranking: Global' }, { timeout: 5000 });
    // The seeded global pin at position 1 is active: the top product is pinned.
    const top = await waitFor(() => rowsOf(table)[0]!);
    await waitFor(() => expect(within(top).getByText('Pinned')).toBeInTheDocument());
    const pinButton = within(top).getByRole('button', { name: /^Pin / });
    const title = pinButton.getAttribute('aria-label')!.replace(/^Pin /, '');
    await user.click(pinButton);
    const dialog = await screen.findByRole('dialog', { name: `Edit pin ${title}` });
    expect(within(dialog).getByText('Applies to: Global')).toBeInTheDocument();
    expect(within(top).getByRole('link', { name: `All pins of ${title}` })).toHaveAttribute(
      'href',
      expect.stringContaining('productExternalId=SKU-'),
    );
  });
});
