import { Trans } from '@lingui/react/macro';
import { Group, ScrollArea, Skeleton, Text, Tooltip } from '@mantine/core';
import type { Product } from '@/api/generated/model';
import { ProductThumb } from '@/components/ProductThumb';

const THUMB = 40;

/** A compact, horizontally scrolling row of product images; the title is the image's name and tooltip. */
export function ProductStrip({
  products,
  loading,
  label,
}: {
  products: Product[] | undefined;
  loading: boolean;
  label: string;
}) {
  if (loading) return <Skeleton height={THUMB} radius="sm" />;
  if (!products || products.length === 0)
    return (
      <Text size="xs" c="dimmed" mih={THUMB}>
        <Trans>No products found.</Trans>
      </Text>
    );
  return (
    // The strip scrolls sideways, so keyboard users must be able to focus it.
    <ScrollArea type="auto" offsetScrollbars="x" scrollbarSize={6} viewportProps={{ tabIndex: 0 }}>
      <Group gap={6} wrap="nowrap" role="list" aria-label={label} mih={THUMB}>
        {products.map((product) => (
          <Tooltip
            key={`${product.Entity.Type}|${product.Entity.ExternalId}`}
            label={product.Title}
            withinPortal
          >
            <div role="listitem">
              <ProductThumb src={product.ImageUrl} alt={product.Title} size={THUMB} />
            </div>
          </Tooltip>
        ))}
      </Group>
    </ScrollArea>
  );
}
