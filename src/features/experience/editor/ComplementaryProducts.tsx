import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import type { Product } from '@/api/generated/model';
import { useComplementaryProducts } from './use-editor-data';
import { ProductStrip } from '../ProductStrip';

/** The products the engine recommends with the first product of the preview. */
export function ComplementaryProducts({ source }: { source: Product | undefined }) {
  const { t } = useLingui();
  const complementary = useComplementaryProducts(source?.Entity);
  const title = source?.Title ?? '';
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="experience-complementary-title">
      <Stack gap="xs">
        <Title order={2} size="h5" id="experience-complementary-title">
          <Trans>Complementary products</Trans>
        </Title>
        {!source ? (
          <Text size="sm" c="dimmed">
            <Trans>Shown for the first product of the preview.</Trans>
          </Text>
        ) : complementary.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t`Something went wrong when fetching products`}
          </Alert>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              <Trans>Recommended with {title}</Trans>
            </Text>
            <ProductStrip
              products={complementary.data}
              loading={complementary.isPending}
              label={t`Complementary products of ${title}`}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}
