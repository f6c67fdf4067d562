import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageId } from '@/app/pages';
import { renderWithPortal } from '../../../tests/render';
import { NavLinks } from './NavLinks';

const railLinks = async () => within(await screen.findByRole('navigation')).getAllByRole('link');

describe('the collapsed sidebar rail', () => {
  it('gives every entry an icon of its own', async () => {
    await renderWithPortal(<NavLinks collapsed />, { page: 'searchOverview', experimental: true });
    const links = await railLinks();
    expect(links.length).toBeGreaterThan(10);
    const icons = links.map((link) => link.querySelector('svg')?.getAttribute('class'));
    expect(icons.every(Boolean)).toBe(true);
    expect(new Set(icons).size).toBe(links.length);
  });
});

describe('the highlighted entry', () => {
  const parents: [PageId, string][] = [
    ['searchDashboard', 'Search: Overview'],
    ['searchInspect', 'Search: Overview'],
    ['navigationInspect', 'Navigation: Overview'],
    ['recommendationsGreInspect', 'Similar: Similar'],
    ['recommendationsGceInspect', 'Recommendations: Complementary'],
    ['experienceEditor', 'Merchandising: Experience rules'],
    ['pulsePinsForProduct', 'Merchandising: Pulse'],
    ['synonymsSuggestions', 'Configuration: Synonyms'],
  ];
  it.each(parents)('on %s is %s', async (page, entry) => {
    await renderWithPortal(<NavLinks collapsed />, { page, experimental: true });
    const current = (await railLinks()).filter((link) => link.hasAttribute('aria-current'));
    expect(current.map((link) => link.getAttribute('aria-label'))).toEqual([entry]);
    expect(current[0]).toHaveAttribute('data-active');
  });

  it("is the page's own entry where it has one", async () => {
    await renderWithPortal(<NavLinks collapsed={false} />, { page: 'pulsePins', experimental: true });
    expect(await screen.findByRole('link', { name: 'Local pins' })).toHaveAttribute('aria-current', 'page');
  });
});
