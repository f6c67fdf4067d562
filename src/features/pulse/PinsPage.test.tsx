import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@mocks/node';
import {
  deleteProductPositionOverridePerQuery,
  getProductPositionOverridesWithProducts,
  updateProductPositionOverridePerQuery,
} from '@/api/generated/endpoints/pulse/pulse';
import { demoScope } from '../../../tests/auth';
import { renderWithPortal } from '../../../tests/render';
import { recordApiCalls, type SentRequest } from '../../../tests/requests';
import { PinsPage } from './PinsPage';

/** The pin writes (add, update, delete of every variant); the mock API still answers them. */
const recordPinCalls = () => recordApiCalls(/^\/Pulse\/(Add|Update|Delete)ProductPositionOverride/);
const pinCall = ({ method, path, body }: SentRequest) => ({ method, path, body });

type User = Awaited<ReturnType<typeof renderWithPortal>>['user'];

async function openPinEdit(user: User, victim: { Product: { Title: string }; Pin: { Query: string } }) {
  await user.click(
    await screen.findByRole('button', {
      name: `Edit pin ${victim.Product.Title} (Query "${victim.Pin.Query}")`,
    }),
  );
  return screen.findByRole('dialog', { name: `Edit pin ${victim.Product.Title}` });
}

describe('PinsPage', () => {
  it('lists only the local pins (per query and per navigation) with their status in words, no global ones', async () => {
    await renderWithPortal(<PinsPage />, { page: 'pulsePins' });
    const stored = await getProductPositionOverridesWithProducts(demoScope);
    expect(stored.Global.length).toBeGreaterThan(0);
    const perQuery = await screen.findByRole('table', { name: 'Pins per query' });
    await waitFor(() => expect(within(perQuery).getAllByRole('row')).toHaveLength(stored.Query.length + 1));
    expect(within(perQuery).getAllByText(stored.Query[0]!.Pin.Query).length).toBeGreaterThan(0);
    expect(screen.queryByRole('table', { name: 'Global pins' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add global pin' })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Pins per navigation page' })).toBeInTheDocument();
    // The seeds hold active, scheduled and expired windows.
    expect(screen.getAllByText('Active now').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Scheduled').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Expired').length).toBeGreaterThan(0);
  });

  it('updates a per-query pin as a compare-and-swap of the old and the edited pin', async () => {
    const seen = recordPinCalls();
    const { user } = await renderWithPortal(<PinsPage />, { page: 'pulsePins' });
    const victim = (await getProductPositionOverridesWithProducts(demoScope)).Query[0]!;
    await user.click(
      await screen.findByRole('button', {
        name: `Edit pin ${victim.Product.Title} (Query "${victim.Pin.Query}")`,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Edit pin ${victim.Product.Title}` });
    const position = within(dialog).getByRole('textbox', { name: /Position/ });
    await user.clear(position);
    await user.type(position, '7');
    await user.click(within(dialog).getByRole('button', { name: 'Save pin' }));

    expect(await screen.findByText('Pin saved successfully')).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('PUT');
    expect(seen[0]!.path).toMatch(/\/Pulse\/UpdateProductPositionOverridePerQuery$/);
    expect(seen[0]!.body).toEqual({
      UpdatedProductPositionOverride: {
        Query: victim.Pin.Query,
        Pin: { ...victim.Pin.Pin, Position: 7, DueToAd: victim.Pin.Pin.DueToAd ?? false },
      },
      OldProductPositionOverride: { Query: victim.Pin.Query, Pin: victim.Pin.Pin },
    });
    const stored = await getProductPositionOverridesWithProducts(demoScope);
    const updated = stored.Query.find(
      (p) =>
        p.Pin.Query === victim.Pin.Query && p.Product.Entity.ExternalId === victim.Product.Entity.ExternalId,
    );
    expect(updated!.Pin.Pin.Position).toBe(7);
  });

  it('deletes a per-query pin with the pin in its query as the body', async () => {
    const seen = recordPinCalls();
    const { user } = await renderWithPortal(<PinsPage />, { page: 'pulsePins' });
    const victim = (await getProductPositionOverridesWithProducts(demoScope)).Query[0]!;
    await user.click(
      await screen.findByRole('button', {
        name: `Delete pin ${victim.Product.Title} (Query "${victim.Pin.Query}")`,
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete pin?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Pin deleted successfully')).toBeInTheDocument();
    expect(seen.map(pinCall)).toEqual([
      {
        method: 'DELETE',
        path: expect.stringMatching(/\/Pulse\/DeleteProductPositionOverridePerQuery$/),
        body: { ProductPositionOverrideToDelete: { Query: victim.Pin.Query, Pin: victim.Pin.Pin } },
      },
    ]);
  });

  it('adds a per-navigation pin for a product found by search', async () => {
    const seen = recordPinCalls();
    const { user } = await renderWithPortal(<PinsPage />, { page: 'pulsePins' });
    await user.click(await screen.findByRole('button', { name: 'Add pin per navigation page' }));
    const dialog = await screen.findByRole('dialog', { name: 'New pin' });
    await user.type(within(dialog).getByRole('textbox', { name: /Find a product/ }), 'jacket');
    const choices = await within(dialog).findAllByRole('button', { name: /^Choose / }, { timeout: 3000 });
    const chosenTitle = choices[0]!.getAttribute('aria-label')!.replace(/^Choose /, '');
    await user.click(choices[0]!);
    await user.type(within(dialog).getByLabelText(/Navigation attribute/), 'Category');
    await user.type(within(dialog).getByLabelText(/Navigation value/), 'Jack');
    // jsdom has no layout: floating dropdowns count as detached and stay display: none.
    await user.click(await screen.findByRole('option', { name: 'Jackets', hidden: true }));
    const position = within(dialog).getByRole('textbox', { name: /Position/ });
    await user.clear(position);
    await user.type(position, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save pin' }));

    expect(await screen.findByText('Pin saved successfully')).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.path).toMatch(/\/Pulse\/AddProductPositionOverridePerNavigation$/);
    expect(seen[0]!.body).toEqual({
      ProductPositionOverride: {
        NavigationAttribute: 'Category',
        NavigationValue: 'Jackets',
        Pin: {
          Entity: { Type: 'product', ExternalId: expect.stringMatching(/^SKU-/) },
          Position: 3,
          DueToAd: false,
        },
      },
    });
    const table = screen.getByRole('table', { name: 'Pins per navigation page' });
    await waitFor(() => expect(within(table).getByText(chosenTitle)).toBeInTheDocument());
  });

  it('checks the position and the context before anything is sent', async () => {
    const seen = recordPinCalls();
    const { user } = await renderWithPortal(<PinsPage />, { page: 'pulsePins' });
    await user.click(await screen.findByRole('button', { name: 'Add pin per query' }));
    const dialog = await screen.findByRole('dialog', { name: 'New pin' });
    const position = within(dialog).getByRole('textbox', { name: /Position/ });
    await user.clear(position);
    await user.type(position, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save pin' }));
    expect(within(dialog).getByText('Position must be a whole number of at least 1')).toBeInTheDocument();
    await user.clear(position);
    expect(
      within(dialog).queryByText('Position must be a whole number of at least 1'),
    ).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save pin' }));
    expect(within(dialog).getByText('Position must be a whole number of at least 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Query is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a product')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('reloads and tells on a conflict, keeping what was typed', async () => {
    const { user } = await renderWithPortal(<PinsPage />, { page: 'pulsePins' });
    const victim = (await getProductPositionOverridesWithProducts(demoScope)).Query[1]!;
    mockServer.use(
      http.put(
        '*/Pulse/UpdateProductPositionOverridePerQuery',
        () =>
          HttpResponse.json(
            {
              UserMessage: 'The pin was changed meanwhile. Reload and try again.',
              Timestamp: '2026-11-23T08:15:00Z',
              DebugDetails: null,
            },
            { status: 409 },
          ),
        { once: true },
      ),
    );
    const dialog = await openPinEdit(user, victim);
    const position = within(dialog).getByRole('textbox', { name: /Position/ });
    await user.clear(position);
    await user.type(position, '9');
    await user.click(within(dialog).getByRole('button', { name: 'Save pin' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error saving pin');
    expect(alert).toHaveTextContent(
      'The list was changed meanwhile and has been reloaded. Your input is kept.',
    );
    expect(position).toHaveValue('9');
    expect(screen.getAllByText('Error saving pin')).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Save again' }));
    expect(await screen.findByText('Pin saved successfully')).toBeInTheDocument();
  });

  it('an edit of a pin someone changed meanwhile shows the stored version; overwriting replaces it', async () => {
    const { user } = await renderWithPortal(<PinsPage />, { page: 'pulsePins' });
    const victim = (await getProductPositionOverridesWithProducts(demoScope)).Query[1]!;
    const dialog = await openPinEdit(user, victim);
    const position = within(dialog).getByRole('textbox', { name: /Position/ });
    await user.clear(position);
    await user.type(position, '9');
    // Someone else moves the pin meanwhile.
    const theirs = { ...victim.Pin.Pin, Position: 42 };
    await updateProductPositionOverridePerQuery(
      {
        UpdatedProductPositionOverride: { Query: victim.Pin.Query, Pin: theirs },
        OldProductPositionOverride: victim.Pin,
      },
      demoScope,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Save pin' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error saving pin');
    expect(alert).toHaveTextContent('Changed meanwhile');
    expect(alert).toHaveTextContent(/Stored now: Position 42,/);
    expect(position).toHaveValue('9');
    expect(screen.getAllByText('Error saving pin')).toHaveLength(1);

    await user.click(within(alert).getByRole('button', { name: 'Load the stored version' }));
    expect(position).toHaveValue('42');
    await user.clear(position);
    await user.type(position, '9');
    await user.click(within(alert).getByRole('button', { name: 'Overwrite with my input' }));
    expect(await screen.findByText('Pin saved successfully')).toBeInTheDocument();
    const stored = (await getProductPositionOverridesWithProducts(demoScope)).Query.find(
      (p) =>
        p.Pin.Query === victim.Pin.Query && p.Product.Entity.ExternalId === victim.Product.Entity.ExternalId,
    );
    expect(stored?.Pin.Pin.Position).toBe(9);
  });

  it('an edit of a pin deleted meanwhile offers to create it with the input', async () => {
    const seen = recordPinCalls();
    const { user } = await renderWithPortal(<PinsPage />, { page: 'pulsePins' });
    const victim = (await getProductPositionOverridesWithProducts(demoScope)).Query[1]!;
    const dialog = await openPinEdit(user, victim);
    const position = within(dialog).getByRole('textbox', { name: /Position/ });
    await user.clear(position);
    await user.type(position, '9');
    await deleteProductPositionOverridePerQuery({ ProductPositionOverrideToDelete: victim.Pin }, demoScope);

    await user.click(within(dialog).getByRole('button', { name: 'Save pin' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Deleted meanwhile');
    await user.click(within(alert).getByRole('button', { name: 'Create it with my input' }));
    expect(await screen.findByText('Pin saved successfully')).toBeInTheDocument();
    expect(seen.slice(-2).map((call) => call.path.replace(/.*\/Pulse\//, ''))).toEqual([
      'UpdateProductPositionOverridePerQuery',
      'AddProductPositionOverridePerQuery',
    ]);
  });

  it('lets a user with only PulseLocalPinsAccess add a pin per query, offering no global pin', async () => {
    const seen = recordPinCalls();
    const { user } = await renderWithPortal(<PinsPage />, { page: 'pulsePins', email: 'pins@demo.test' });
    const perQuery = await screen.findByRole('table', { name: 'Pins per query' });
    await waitFor(() => expect(within(perQuery).getAllByRole('row').length).toBeGreaterThan(1));
    await user.click(screen.getByRole('button', { name: 'Add pin per query' }));
    const dialog = await screen.findByRole('dialog', { name: 'New pin' });
    expect(
      within(dialog).queryByRole('radio', { name: 'All result lists (global)' }),
    ).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Find a product/ }), 'jacket');
    const choices = await within(dialog).findAllByRole('button', { name: /^Choose / }, { timeout: 3000 });
    const chosenTitle = choices[0]!.getAttribute('aria-label')!.replace(/^Choose /, '');
    await user.click(choices[0]!);
    await user.type(within(dialog).getByLabelText(/^Query/), 'winter boots');
    const position = within(dialog).getByRole('textbox', { name: /Position/ });
    await user.clear(position);
    await user.type(position, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save pin' }));

    expect(await screen.findByText('Pin saved successfully')).toBeInTheDocument();
    expect(screen.queryByText('Error saving pin')).not.toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.path).toMatch(/\/Pulse\/AddProductPositionOverridePerQuery$/);
    await waitFor(() => expect(within(perQuery).getByText(chosenTitle)).toBeInTheDocument());
  });
});
