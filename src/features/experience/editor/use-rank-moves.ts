import { useState } from 'react';
import type { Product } from '@/api/generated/model';
import { entityKey } from '../rule-model';

/** Places a product moved up (positive) or down on the page since the last answer; null: newly on the page. */
export type RankMoves = ReadonlyMap<string, number | null>;

interface Seen {
  products: Product[] | undefined;
  context: string;
  order: string[];
  moves: RankMoves;
}

/**
 * How the preview changed with the last edit of the rule: compares each answer with the one before
 * for the same query and page (`context`), so a changed weight shows which products rose or fell.
 */
export function useRankMoves(
  products: Product[] | undefined,
  context: string,
  isPlaceholder: boolean,
): RankMoves {
  const [seen, setSeen] = useState<Seen>({ products: undefined, context, order: [], moves: new Map() });
  if (products && !isPlaceholder && products !== seen.products) {
    const order = products.map((p) => entityKey(p.Entity));
    const comparable = seen.context === context && seen.order.length > 0;
    const moves = new Map<string, number | null>();
    if (comparable)
      order.forEach((key, index) => {
        const before = seen.order.indexOf(key);
        moves.set(key, before === -1 ? null : before - index);
      });
    // Derived from the previous answer, updated during render as React allows for this pattern.
    setSeen({ products, context, order, moves });
  }
  return seen.context === context ? seen.moves : new Map();
}
