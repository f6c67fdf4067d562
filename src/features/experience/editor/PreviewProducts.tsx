import { useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import type { Product } from '@/api/generated/model';
import { ProductLine } from '../ProductLine';
import { entityKey } from '../rule-model';
import { RankMove } from './RankMove';
import type { RankMoves } from './use-rank-moves';

/** One page of the preview's products, numbered from `offset + 1`, with their moves (RulePreviewPanel). */
export function PreviewProducts({
  products,
  offset,
  moves,
  dimmed,
  thumb,
}: {
  products: Product[];
  offset: number;
  moves: RankMoves;
  /** The previous preview, shown while the next one loads. */
  dimmed: boolean;
  thumb: number;
}) {
  const { t } = useLingui();
  return (
    <ol
      aria-label={t`Preview products`}
      start={offset + 1}
      style={{ listStyle: 'none', margin: 0, padding: 0, opacity: dimmed ? 0.6 : 1 }}
    >
      {products.map((product, index) => (
        <li key={entityKey(product.Entity)} style={{ marginBottom: 8 }}>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed" w={28} ta="right" aria-hidden="true" style={{ flexShrink: 0 }}>
              {offset + index + 1}
            </Text>
            <RankMove move={moves.get(entityKey(product.Entity))} />
            <div style={{ flex: 1, minWidth: 0 }}>
              <ProductLine product={product} size={thumb} />
            </div>
          </Group>
        </li>
      ))}
    </ol>
  );
}
