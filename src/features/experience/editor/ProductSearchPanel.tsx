import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Card, Group, Pagination, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { memo, useState } from 'react';
import type { FeatureSet, Product } from '@/api/generated/model';
import { settingsErrorMessage } from '@/components/settings-notifications';
import { hasFeatureSetFrom } from '../rule-model';
import { usePageCount } from '../use-page-count';
import { usePaginationLabels } from '../use-pagination-labels';
import { useNewFeatureSet, useProductSearch } from './use-editor-data';
import { FoundProducts } from './FoundProducts';

interface Props {
  featureSets: readonly FeatureSet[];
  onCreated: (featureSet: FeatureSet, product: Product) => void;
}

/** Finds a product (Experience/Preview/Search) and makes a feature set of it (Experience/CreateFeatureSet). */
export const ProductSearchPanel = memo(function ProductSearchPanel({ featureSets, onCreated }: Props) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), 300);
  const [page, setPage] = useState(1);
  const search = useProductSearch(query, page);
  const creator = useNewFeatureSet();
  const [problem, setProblem] = useState<string | null>(null);
  const products = search.data?.FirstResultPage;
  const paginationLabels = usePaginationLabels();
  const { pages } = usePageCount(search.data?.TotalResultCount, products?.length);
  const searching = (
    <Stack gap="xs">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={48} />
      ))}
    </Stack>
  );

  const create = async (product: Product) => {
    setProblem(null);
    // Spec §5, checked before asking the server.
    if (hasFeatureSetFrom(featureSets, product.Entity)) {
      setProblem(t`There is already a feature set created from this product`);
      return;
    }
    try {
      onCreated(await creator.create(product.Entity), product);
    } catch (error) {
      setProblem(settingsErrorMessage(error));
    }
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="experience-product-search">
      <Stack gap="sm">
        <Title order={3} size="h5" id="experience-product-search">
          <Trans>Add a feature set from a product</Trans>
        </Title>
        <TextInput
          aria-label={t`Search products`}
          placeholder={t`Search products by name, brand or id`}
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setPage(1);
          }}
        />
        {problem ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            withCloseButton
            closeButtonLabel={t`Dismiss`}
            onClose={() => setProblem(null)}
          >
            {problem}
          </Alert>
        ) : null}
        {query === '' ? (
          <Text size="sm" c="dimmed">
            <Trans>Search for a product whose features the rule should favour.</Trans>
          </Text>
        ) : search.isPending ? (
          searching
        ) : products && products.length > 0 ? (
          <FoundProducts
            products={products}
            dimmed={search.isPlaceholderData}
            creatingId={creator.isPending ? creator.variables?.data.Entity.ExternalId : undefined}
            onCreate={(product) => void create(product)}
          />
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>No product matches the search.</Trans>
          </Text>
        )}
        {pages > 1 ? (
          <Group justify="center">
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              size="sm"
              getControlProps={paginationLabels}
            />
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
});
