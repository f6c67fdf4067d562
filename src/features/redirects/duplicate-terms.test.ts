import { describe, expect, it } from 'vitest';
import type { RedirectEntry } from '@/api/generated/model';
import { buildTermIndex, clashesFor } from './duplicate-terms';

const redirect = (Name: string, Rules: string[]): RedirectEntry => ({
  Name,
  Rules,
  Target: '/x',
  Enabled: true,
});

describe('duplicate terms', () => {
  const entries = [
    redirect('Sale', ['sale', 'deals']),
    redirect('Outlet', ['outlet', 'Sale ']),
    redirect('Deals', ['deals']),
    redirect('App', ['app']),
  ];
  const index = buildTermIndex(entries);

  it('names the other redirects using a term, ignoring case and spaces', () => {
    expect(clashesFor(['sale', 'deals'], index, 'Sale')).toEqual([
      { term: 'sale', names: ['Outlet'] },
      { term: 'deals', names: ['Deals'] },
    ]);
    expect(clashesFor(['app'], index, 'App')).toEqual([]);
  });

  it('checks a new redirect against all existing ones', () => {
    expect(clashesFor(['APP', 'new'], index, null)).toEqual([{ term: 'APP', names: ['App'] }]);
  });
});
