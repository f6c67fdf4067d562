import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import type { FeatureSet, Product } from '@/api/generated/model';
import { ProductThumb } from '@/components/ProductThumb';
import { ProductLine } from '../ProductLine';
import { ProductStrip } from '../ProductStrip';
import { entityKey } from '../rule-model';
import type { EditorAction } from './editor-state';
import { FeatureList } from './FeatureList';
import { useSourceProduct } from './use-editor-data';
import { WeightControl } from './WeightControl';

interface Props {
  index: number;
  featureSet: FeatureSet;
  /** The source product when the editor already knows it (it was picked from the search). */
  knownProduct: Product | undefined;
  dispatch: (action: EditorAction) => void;
}

/** One feature set: its source product, features, weight, and the products sharing its features. */
export const FeatureSetCard = memo(function FeatureSetCard({
  index,
  featureSet,
  knownProduct,
  dispatch,
}: Props) {
  const { t } = useLingui();
  const key = entityKey(featureSet.Entity);
  const { matches, product: source, pending } = useSourceProduct(featureSet.Entity, knownProduct);
  const externalId = featureSet.Entity.ExternalId;

  return (
    <Card withBorder padding="md" component="section" aria-label={t`Feature set ${index}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5">
            <Trans>Feature set {index}</Trans>
          </Title>
          <Tooltip label={t`Remove feature set`}>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => dispatch({ type: 'removeFeatureSet', key })}
              aria-label={t`Remove feature set ${index}`}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        {source ? (
          <ProductLine product={source} size={48} />
        ) : (
          <Group gap="sm" wrap="nowrap" mih={48}>
            <ProductThumb src={null} alt={externalId} size={48} />
            <Text size="sm" c="dimmed">
              {pending ? externalId : <Trans>Product {externalId} was not found in the catalogue.</Trans>}
            </Text>
          </Group>
        )}
        <FeatureList
          index={index}
          features={featureSet.Features}
          onRemoveFeature={(attribute) => dispatch({ type: 'removeFeature', key, attribute })}
          onRemoveValue={(attribute, value) => dispatch({ type: 'removeValue', key, attribute, value })}
        />
        <WeightControl
          index={index}
          value={featureSet.Weight}
          onChange={(weight) => dispatch({ type: 'setWeight', key, weight })}
        />
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            <Trans>Products sharing this product's features</Trans>
          </Text>
          <ProductStrip
            products={matches.data}
            loading={matches.isPending}
            label={t`Products matching feature set ${index}`}
          />
        </Stack>
      </Stack>
    </Card>
  );
});
