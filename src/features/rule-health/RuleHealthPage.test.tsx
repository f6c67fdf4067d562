import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithPortal } from '../../../tests/render';
import { RuleHealthPage } from './RuleHealthPage';

describe('RuleHealthPage', () => {
  it('lists the demo scope findings by severity, with links to the rules and their traffic', async () => {
    await renderWithPortal(<RuleHealthPage />, { page: 'ruleHealth' });
    const errors = await screen.findByRole('region', { name: /^Errors/ }, { timeout: 20_000 });
    expect(within(errors).getAllByRole('article').length).toBeGreaterThan(0);
    const shadow = await screen.findByRole('article', {
      name: 'A redirect catches “daypack”, which has other rules',
    });
    expect(within(shadow).getByRole('link', { name: /Redirect/ })).toBeInTheDocument();
    expect(
      await within(shadow).findByText(/Last 30 days: [\d,]+ searches/, undefined, { timeout: 20_000 }),
    ).toBeInTheDocument();
  }, 60_000);
});
