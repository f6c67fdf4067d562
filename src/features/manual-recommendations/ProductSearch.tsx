import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { Product } from '@/api/generated/model';
import { formatNumber } from '@/lib/format';
import { entityKey } from './draft';
import { ProductLine } from './ProductLine';
import { useProductSearch } from './use-manual-recommendations';

interface Props {
  label: string;
  /** The button of each found product, e.g. 'Add <title>'. */
  actionLabel: (product: Product) => string;
  actionText: string;
  onAction: (product: Product) => void;
  /** Products that cannot be taken (already in the list, the source itself). */
  isDisabled?: (product: Product) => boolean;
}

/** Searches the catalogue (ManualRecommendation/GetManualRecommendationProducts), page after page. */
export function ProductSearch({ label, actionLabel, actionText, onAction, isDisabled }: Props) {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 300);
  const search = useProductSearch(debounced);
  const products = search.data?.pages.flatMap((page) => page.Products) ?? [];
  const total = search.data?.pages[0]?.TotalProducts ?? 0;
  const shown = formatNumber(products.length, i18n.locale);
  const all = formatNumber(total, i18n.locale);

  return (
    <Stack gap="xs">
      <TextInput
        label={label}
        placeholder={t`Title, category or product id`}
        leftSection={<IconSearch size={16} />}
        rightSection={search.isFetching ? <Loader size="xs" /> : null}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      {search.data ? (
        <Text size="xs" c="dimmed" aria-live="polite">
          {t`${shown} of ${all} products`}
        </Text>
      ) : null}
      <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
        <Stack gap={4}>
          {products.map((product) => (
            <Group key={entityKey(product.Entity)} justify="space-between" wrap="nowrap" gap="xs">
              <ProductLine product={product} entity={product.Entity} />
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => onAction(product)}
                disabled={isDisabled?.(product)}
                aria-label={actionLabel(product)}
              >
                {actionText}
              </Button>
            </Group>
          ))}
          {search.hasNextPage ? (
            <Button
              variant="subtle"
              size="xs"
              onClick={() => void search.fetchNextPage()}
              loading={search.isFetchingNextPage}
            >
              <Trans>Show more products</Trans>
            </Button>
          ) : null}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
