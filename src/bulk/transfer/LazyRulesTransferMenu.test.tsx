import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInForTests } from '../../../tests/auth';
import { renderWithPortal } from '../../../tests/render';
import { LazyRulesTransferMenu } from './LazyRulesTransferMenu';

describe('LazyRulesTransferMenu', () => {
  it('shows its button at once and, clicked before its code is here, opens the menu once it is', async () => {
    signInForTests();
    const { user } = await renderWithPortal(<LazyRulesTransferMenu kind="redirect" selected={[]} />);
    const button = await screen.findByRole('button', { name: 'Import / export' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(button);
    expect(
      await screen.findByRole('menuitem', { name: 'Export as CSV', hidden: true }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import / export' })).toHaveFocus();
  });
});
