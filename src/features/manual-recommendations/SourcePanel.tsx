import { useLingui } from '@lingui/react/macro';
import { Badge, Divider, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { Entity, ManualRecommendations, Product } from '@/api/generated/model';
import { entityKey } from './draft';
import { ProductLine } from './ProductLine';
import { ProductSearch } from './ProductSearch';
import classes from './SourcePanel.module.css';

interface Props {
  list: ManualRecommendations[];
  products: Map<string, Product>;
  selected: Entity | null;
  onSelect: (entity: Entity) => void;
}

/** The source products that have recommendations, and a search for any other product. */
export function SourcePanel({ list, products, selected, onSelect }: Props) {
  const { t } = useLingui();
  const selectedKey = selected ? entityKey(selected) : null;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t`Products with recommendations`}
        </Title>
        {list.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t`No product has manual recommendations yet.`}
          </Text>
        ) : (
          <Stack
            gap={2}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t`Products with recommendations`}
          >
            {list.map((entry) => {
              const key = entityKey(entry.SourceProduct);
              const product = products.get(key);
              const count = entry.TargetProducts.length;
              return (
                <li key={key}>
                  <UnstyledButton
                    className={classes.source}
                    data-active={key === selectedKey || undefined}
                    aria-current={key === selectedKey ? 'true' : undefined}
                    onClick={() => onSelect(entry.SourceProduct)}
                  >
                    <ProductLine product={product} entity={entry.SourceProduct} size={32} />
                    <Badge size="sm" variant="default" tt="none" style={{ flexShrink: 0 }}>
                      {t`${count} recommended`}
                    </Badge>
                  </UnstyledButton>
                </li>
              );
            })}
          </Stack>
        )}
        <Divider />
        <ProductSearch
          label={t`Find a source product`}
          actionText={t`Choose`}
          actionLabel={(product) => {
            const title = product.Title;
            return t`Choose ${title} as source product`;
          }}
          onAction={(product) => onSelect(product.Entity)}
          isDisabled={(product) => entityKey(product.Entity) === selectedKey}
        />
      </Stack>
    </Paper>
  );
}
