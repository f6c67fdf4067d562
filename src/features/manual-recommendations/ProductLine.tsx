import { useLingui } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import type { Entity, Product } from '@/api/generated/model';
import { ProductThumb } from '@/components/ProductThumb';
import { formatCurrency } from '@/lib/format';
import { useScopeCurrency } from '@/scope/portal-scope';

/** A product by image, title, id and price; an entity whose product is not (yet) known shows its id. */
export function ProductLine({
  product,
  entity,
  size = 36,
}: {
  product: Product | undefined;
  entity: Entity;
  size?: number;
}) {
  const { i18n } = useLingui();
  const currency = useScopeCurrency();
  const title = product?.Title ?? entity.ExternalId;
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <ProductThumb src={product?.ImageUrl} alt={title} size={size} />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate="end">
          {title}
        </Text>
        <Text size="xs" c="dimmed" truncate="end">
          {entity.ExternalId}
          {product ? ` · ${formatCurrency(product.Price, i18n.locale, currency)}` : null}
        </Text>
      </Stack>
    </Group>
  );
}
