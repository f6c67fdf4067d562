import { useLingui } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import type { Product } from '@/api/generated/model';
import { ProductThumb } from '@/components/ProductThumb';
import { formatCurrency } from '@/lib/format';
import { useScopeCurrency } from '@/scope/portal-scope';

/** A product's image, title, id and price in one line (the pins page, the product picker). */
export function ProductSummary({ product }: { product: Product }) {
  const { i18n } = useLingui();
  const currency = useScopeCurrency();
  return (
    <Group gap="sm" wrap="nowrap">
      <ProductThumb src={product.ImageUrl} alt={product.Title} size={40} />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate="end">
          {product.Title}
        </Text>
        <Text size="xs" c="dimmed">
          {product.Entity.ExternalId} · {formatCurrency(product.Price, i18n.locale, currency)}
        </Text>
      </Stack>
    </Group>
  );
}
