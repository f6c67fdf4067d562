import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Input, Loader, Paper, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useGetPulseRankingsPerQuery } from '@/api/generated/endpoints/pulse/pulse';
import type { Product } from '@/api/generated/model';
import { useScopeParams } from '@/scope/portal-scope';
import { productKey } from './pin-context';
import { ProductSummary } from './ProductSummary';

export { ProductSummary };

interface Props {
  value: Product | null;
  onChange: (product: Product | null) => void;
  error?: React.ReactNode;
  initialSearch?: string;
}

/**
 * Finds the product to pin. Pulse has no catalogue search of its own: the per-query ranking of
 * what the user types lists the products the engine finds for it.
 */
export function ProductPicker({ value, onChange, error, initialSearch = '' }: Props) {
  const { t } = useLingui();
  const scope = useScopeParams();
  const [search, setSearch] = useState(initialSearch);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const results = useGetPulseRankingsPerQuery(
    { ...scope, query: debounced, page: 1 },
    { query: { enabled: debounced !== '' && !value } },
  );

  if (value) {
    return (
      <Input.Wrapper label={t`Product`} error={error}>
        <Group justify="space-between" wrap="nowrap" mt={4}>
          <ProductSummary product={value} />
          <Button variant="subtle" size="xs" onClick={() => onChange(null)}>
            <Trans>Change product</Trans>
          </Button>
        </Group>
      </Input.Wrapper>
    );
  }

  const products = results.data?.PulseRankings.map((r) => r.Product) ?? [];
  return (
    <Stack gap={6}>
      <TextInput
        label={t`Find a product`}
        description={t`Searches the products the engine finds for your words.`}
        leftSection={<IconSearch size={16} />}
        rightSection={results.isFetching ? <Loader size="xs" /> : null}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        error={error}
        withAsterisk
      />
      {debounced !== '' && results.data ? (
        <Paper withBorder p={4}>
          <ScrollArea.Autosize mah={220}>
            {products.length === 0 ? (
              <Text size="sm" c="dimmed" p="xs">
                <Trans>No products found.</Trans>
              </Text>
            ) : (
              <Stack gap={2}>
                {products.map((product) => (
                  <ProductOption key={productKey(product.Entity)} product={product} onChoose={onChange} />
                ))}
              </Stack>
            )}
          </ScrollArea.Autosize>
        </Paper>
      ) : null}
    </Stack>
  );
}

function ProductOption({ product, onChoose }: { product: Product; onChoose: (product: Product) => void }) {
  const { t } = useLingui();
  const title = product.Title;
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" p={4}>
      <ProductSummary product={product} />
      <Button
        size="compact-sm"
        variant="light"
        onClick={() => onChoose(product)}
        aria-label={t`Choose ${title}`}
      >
        {t`Choose`}
      </Button>
    </Group>
  );
}
