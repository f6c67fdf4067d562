import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

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
