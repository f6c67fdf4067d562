import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, expect } from 'vitest';
import { loadTransferKit } from '@/bulk/transfer/load-transfer-kit';

/** Until the page's rules have loaded, the Import / export button is disabled. */
export async function whenTransferMenuReady(): Promise<void> {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Import / export' })).toBeEnabled());
}

/** Opens the Import / export menu and picks an item (a text is matched anywhere in its name). */
export async function openTransferMenuItem(user: UserEvent, name: string | RegExp): Promise<void> {
  await user.click(await screen.findByRole('button', { name: 'Import / export' }));
  const item = typeof name === 'string' ? new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : name;
  await user.click(await screen.findByRole('menuitem', { name: item, hidden: true }));
}

/**
 * The app loads the import/export code when the menu is first used; a test file loads it once up
 * front, so its first test does not also wait for the code's transform.
 */
export function loadTransferKitUpFront(): void {
  beforeAll(async () => {
    await loadTransferKit();
  });
}

/** Another storefront of the demo customer: where copies to another scope go. */
export const otherScope = { customerId: 'acme', storefrontId: 'acme-at', languageCode: 'de' };
