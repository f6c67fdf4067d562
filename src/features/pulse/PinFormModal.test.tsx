import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getProductPositionOverridesWithProducts } from '@/api/generated/endpoints/pulse/pulse';
import type { Product } from '@/api/generated/model';
import { demoScope, signInForTests } from '../../../tests/auth';
import { renderWithPortal } from '../../../tests/render';
import { PinFormModal } from './PinFormModal';

const product: Product = {
  Entity: { Type: 'product', ExternalId: 'SKU-100234' },
  Title: 'Trail Runner GTX Shoe',
  Price: 129.95,
  ImageUrl: '',
};
const pin = { Entity: product.Entity, Position: 2, StartTime: '2026-11-01T00:00:00Z', DueToAd: true };

describe('PinFormModal', () => {
  it('keeps the due-to-ad flag as loaded for users who may not change it', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { user } = await renderWithPortal(
      <PinFormModal
        pin={pin}
        context={{ kind: 'global' }}
        product={product}
        canEditDueToAd={false}
        onClose={() => undefined}
        onSave={onSave}
      />,
      { page: 'pulsePins' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit pin Trail Runner GTX Shoe' });
    const flag = within(dialog).getByRole('checkbox', { name: 'Pinned due to an ad' });
    expect(flag).toBeChecked();
    expect(flag).toBeDisabled();
    expect(
      within(dialog).getByText('Only users allowed to pin products due to ads can change this.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save pin' }));
    expect(onSave).toHaveBeenCalledWith({ context: { kind: 'global' }, pin });
  });

  it('lets users with the permission change the flag', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { user } = await renderWithPortal(
      <PinFormModal
        pin={pin}
        context={{ kind: 'query', query: 'running shoes' }}
        product={product}
        canEditDueToAd
        onClose={() => undefined}
        onSave={onSave}
      />,
      { page: 'pulsePins' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit pin Trail Runner GTX Shoe' });
    expect(within(dialog).getByText('Applies to: Query "running shoes"')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Pinned due to an ad' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save pin' }));
    expect(onSave).toHaveBeenCalledWith({
      context: { kind: 'query', query: 'running shoes' },
      pin: { ...pin, DueToAd: false },
    });
  });
});

describe('PinFormModal: rule health', () => {
  it('warns before saving a pin on a position another product holds for the same query, linking that pin', async () => {
    signInForTests();
    const stored = await getProductPositionOverridesWithProducts(demoScope);
    const taken = stored.Query.find(
      (row) =>
        !row.Pin.Pin.EndTime && !row.Pin.Pin.StartTime && row.Product.Entity.ExternalId !== 'SKU-100234',
    )!;
    const { Query: query } = taken.Pin;
    const position = taken.Pin.Pin.Position;
    const props = {
      context: { kind: 'query', query } as const,
      product,
      canEditDueToAd: true,
      onClose: () => undefined,
      onSave: () => Promise.resolve(),
    };
    const { user } = await renderWithPortal(
      <PinFormModal {...props} pin={{ Entity: product.Entity, Position: position + 50 }} />,
      { page: 'pulsePins' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit pin Trail Runner GTX Shoe' });
    // On a free position nothing is said.
    await waitFor(() => expect(screen.queryByText('Saving this creates a rule-health finding')).toBeNull());
    const field = within(dialog).getByRole('textbox', { name: 'Position' });
    await user.clear(field);
    await user.type(field, String(position));
    const warning = await within(dialog).findByRole('status', {
      name: /Saving this creates a rule-health finding/,
    });
    expect(within(warning).getByText(`2 products pinned on position ${position}`)).toBeInTheDocument();
    const other = taken.Product.Entity.ExternalId;
    expect(
      within(warning).getByRole('link', {
        name: `Pin of ${other} on position ${position} for the query “${query}”`,
      }),
    ).toHaveAttribute('href', expect.stringContaining('/merchandising/pulse/pins'));
  });
});
