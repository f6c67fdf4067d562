import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '@/api/generated/model';
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
