import { describe, expect, it } from 'vitest';
import { persistStores, persistStoresWith, scopedStore } from './scoped-store';

const scope = { customerId: 'acme', storefrontId: 'acme-de', languageCode: 'de' };

describe('scoped stores', () => {
  it('seed once per scope and keep edits', () => {
    let seeds = 0;
    const store = scopedStore(() => {
      seeds++;
      return { items: ['a'] };
    });
    store.get(scope).items.push('b');
    expect(store.get(scope).items).toEqual(['a', 'b']);
    expect(seeds).toBe(1);
  });

  it('persisted stores survive a page load through the persistence (maps included)', () => {
    const saved = new Map<string, string>();
    persistStoresWith({
      load: (name) => saved.get(name) ?? null,
      save: (name, value) => saved.set(name, value),
    });
    const first = scopedStore(() => ({ items: ['seed'], codes: new Map<string, string>() }), {
      persist: 'test-store',
    });
    first.get(scope).items.push('edited');
    first.get(scope).codes.set('rain jacket', 'X1');
    persistStores();

    // A new page load: the module state is new, the session storage is not.
    const second = scopedStore(() => ({ items: ['seed'], codes: new Map<string, string>() }), {
      persist: 'test-store',
    });
    persistStoresWith({
      load: (name) => saved.get(name) ?? null,
      save: (name, value) => saved.set(name, value),
    });
    expect(second.get(scope).items).toEqual(['seed', 'edited']);
    expect(second.get(scope).codes.get('rain jacket')).toBe('X1');
  });
});
