import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getProductPositionOverridesWithProducts } from '@/api/generated/endpoints/pulse/pulse';
import { demoScope, signInForTests } from '../../../tests/auth';
import { renderWithPortal } from '../../../tests/render';
import { recordApiCalls, recordRequests } from '../../../tests/requests';
import { ProductPinsPage } from './ProductPinsPage';

describe('ProductPinsPage', () => {
  it('shows the product in its ranking context: rank, KPIs, history with pins, and all its pins', async () => {
    const seen = recordRequests('get', '/Pulse/PulseRankingForProduct');
    signInForTests();
    const pinned = (await getProductPositionOverridesWithProducts(demoScope)).Navigation[0]!;
    const { NavigationAttribute, NavigationValue } = pinned.Pin;
    const entity = pinned.Product.Entity;
    await renderWithPortal(
      <ProductPinsPage
        search={{
          productExternalId: entity.ExternalId,
          productType: entity.Type,
          pulseAttribute: NavigationAttribute,
          pulseValue: NavigationValue,
        }}
      />,
      { page: 'pulsePinsForProduct' },
    );
    expect(
      await screen.findByText(`Ranking: ${NavigationAttribute} = ${NavigationValue}`),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: /Rank over the last 30 days, pinned on \d+ days/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Rank today')).toBeInTheDocument();
    const params = seen[0]!.url.searchParams;
    expect(Object.fromEntries(params)).toMatchObject({
      productExternalId: entity.ExternalId,
      productType: entity.Type,
      navigationAttribute: NavigationAttribute,
      navigationValue: NavigationValue,
    });
    expect(params.has('query')).toBe(false);
    const table = await screen.findByRole('table', { name: 'Pins of this product' });
    await waitFor(() =>
      expect(
        within(table).getAllByText(`${NavigationAttribute} = ${NavigationValue}`).length,
      ).toBeGreaterThan(0),
    );
    expect(within(table).getByText('This ranking')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit pin here' })).toBeInTheDocument();
  });

  it('pins the product in the query of the page, then edits and deletes that pin', async () => {
    const seen = recordApiCalls(/ProductPositionOverride/);
    signInForTests();
    const product = (await getProductPositionOverridesWithProducts(demoScope)).Global[0]!.Product;
    const { user } = await renderWithPortal(
      <ProductPinsPage
        search={{
          productExternalId: product.Entity.ExternalId,
          productType: product.Entity.Type,
          pulseQuery: 'zz only here',
        }}
      />,
      { page: 'pulsePinsForProduct' },
    );
    await user.click(await screen.findByRole('button', { name: `Pin ${product.Title} here` }));
    let dialog = await screen.findByRole('dialog', { name: `Pin ${product.Title}` });
    expect(within(dialog).getByRole('radio', { name: 'One query' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save pin' }));
    expect(await screen.findByText('Pin saved successfully')).toBeInTheDocument();
    const pin = { Entity: product.Entity, Position: 1, DueToAd: false };
    expect(seen.filter((s) => s.method !== 'GET').at(-1)).toMatchObject({
      method: 'POST',
      url: expect.objectContaining({
        pathname: expect.stringMatching(/AddProductPositionOverridePerQuery$/),
      }),
      body: { ProductPositionOverride: { Query: 'zz only here', Pin: pin } },
    });

    await user.click(await screen.findByRole('button', { name: 'Edit pin here' }));
    dialog = await screen.findByRole('dialog', { name: `Edit pin ${product.Title}` });
    expect(within(dialog).getByText('Applies to: Query "zz only here"')).toBeInTheDocument();
    const position = within(dialog).getByRole('textbox', { name: /Position/ });
    await user.clear(position);
    await user.type(position, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save pin' }));
    await waitFor(() => expect(seen.filter((s) => s.method === 'PUT')).toHaveLength(1));
    expect(seen.find((s) => s.method === 'PUT')!.body).toEqual({
      UpdatedProductPositionOverride: { Query: 'zz only here', Pin: { ...pin, Position: 4 } },
      OldProductPositionOverride: { Query: 'zz only here', Pin: pin },
    });

    await user.click(
      await screen.findByRole('button', { name: `Delete pin ${product.Title} (Query "zz only here")` }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete pin?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Pin deleted successfully')).toBeInTheDocument();
    expect(seen.find((s) => s.method === 'DELETE')).toMatchObject({
      url: expect.objectContaining({
        pathname: expect.stringMatching(/DeleteProductPositionOverridePerQuery$/),
      }),
      body: { ProductPositionOverrideToDelete: { Query: 'zz only here', Pin: { ...pin, Position: 4 } } },
    });
    expect(await screen.findByRole('button', { name: `Pin ${product.Title} here` })).toBeInTheDocument();
  });

  it('asks for a product when the link carries none, with a link to the Pulse ranking', async () => {
    await renderWithPortal(<ProductPinsPage search={{ pulseQuery: 'x' }} />, {
      page: 'pulsePinsForProduct',
      experimental: true,
    });
    expect(await screen.findByRole('link', { name: 'Pulse ranking' })).toBeInTheDocument();
  });

  it('offers no link to the Pulse ranking to a user without experimental features', async () => {
    await renderWithPortal(<ProductPinsPage search={{ pulseQuery: 'x' }} />, { page: 'pulsePinsForProduct' });
    expect(await screen.findByText(/No product chosen/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pulse ranking' })).not.toBeInTheDocument();
  });
});
