import { useLingui } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Product } from '@/api/generated/model';
import { ProductThumb } from '@/components/ProductThumb';
import { formatCurrency } from '@/lib/format';
import { useScopeCurrency } from '@/scope/portal-scope';

/** A product as one line: fixed-size image (no layout shift), title, price and id, and optional actions. */
export function ProductLine({
  product,
  size = 48,
  children,
}: {
  product: Product;
  size?: number;
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  const currency = useScopeCurrency();
  return (
    <Group gap="sm" wrap="nowrap" align="center" mih={size}>
      <ProductThumb src={product.ImageUrl} alt={product.Title} size={size} />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={500} lineClamp={2}>
          {product.Title}
        </Text>
        <Text size="xs" c="dimmed">
          {formatCurrency(product.Price, i18n.locale, currency)} · {product.Entity.ExternalId}
        </Text>
      </Stack>
      {children}
    </Group>
  );
}
