import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ScrollArea, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Product } from '@/api/generated/model';
import { ProductLine } from '../ProductLine';

/** The product search's results, each with its 'Feature set' button (ProductSearchPanel). */
export function FoundProducts({
  products,
  dimmed,
  creatingId,
  onCreate,
}: {
  products: Product[];
  /** The results of the previous search, shown while the next one loads. */
  dimmed: boolean;
  /** The product whose feature set is being created. */
  creatingId: string | undefined;
  onCreate: (product: Product) => void;
}) {
  const { t } = useLingui();
  return (
    <ScrollArea.Autosize mah={440} type="auto" offsetScrollbars>
      <Stack gap="xs" role="list" aria-label={t`Found products`} style={{ opacity: dimmed ? 0.6 : 1 }}>
        {products.map((product) => {
          const title = product.Title;
          return (
            <div role="listitem" key={`${product.Entity.Type}|${product.Entity.ExternalId}`}>
              <ProductLine product={product} size={40}>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPlus size={14} />}
                  loading={creatingId === product.Entity.ExternalId}
                  onClick={() => onCreate(product)}
                  aria-label={t`Create feature set from ${title}`}
                >
                  <Trans>Feature set</Trans>
                </Button>
              </ProductLine>
            </div>
          );
        })}
      </Stack>
    </ScrollArea.Autosize>
  );
}
