import type { FailedLoad } from '@/api/load-state';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useMemo } from 'react';
import type { ProductsWithInteractionsResults } from '@/api/generated/model';
import { ProductThumb } from '@/components/ProductThumb';
import { formatCurrency, formatNumber } from '@/lib/format';
import { safeHref } from '@/lib/safe-url';
import { KpiTable, type KpiColumn } from './KpiTable';
import { useScopeCurrency } from '@/scope/portal-scope';

interface ProductsTableProps {
  rows: ProductsWithInteractionsResults[] | undefined;
  fileName: string;
  interactionLabel: string;
  /** The load failed with nothing to show: said in place, with a way to try again. */
  failure?: FailedLoad | null;
}

/** The products shoppers interacted with after the request, by interaction volume. */
export function ProductsTable({ rows, fileName, interactionLabel, failure }: ProductsTableProps) {
  const { t, i18n } = useLingui();
  const currency = useScopeCurrency();
  const columns = useMemo<KpiColumn<ProductsWithInteractionsResults>[]>(
    () => [
      {
        id: 'product',
        header: t`Product`,
        width: 'auto',
        sortValue: (row) => row.Title || row.RequestLabel,
        csv: (row) => row.Title,
        render: (row) => {
          const title = row.Title || t`Product no longer in the catalogue`;
          return (
            <Group gap="sm" wrap="nowrap">
              <ProductThumb src={row.ImageUrl} alt={title} size={40} />
              <Text size="sm" fw={600} truncate="end">
                {title}
              </Text>
            </Group>
          );
        },
      },
      {
        id: 'id',
        header: t`Product ID`,
        width: 140,
        sortValue: (row) => row.RequestLabel,
        csv: (row) => row.RequestLabel,
        render: (row) => (
          <Text size="sm" truncate="end">
            {row.RequestLabel}
          </Text>
        ),
      },
      {
        id: 'price',
        header: t`Price`,
        width: 120,
        align: 'right',
        sortValue: (row) => row.Price,
        csv: (row) => row.Price,
        render: (row) => (
          <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatCurrency(row.Price, i18n.locale, currency)}
          </Text>
        ),
      },
      {
        id: 'volume',
        header: interactionLabel,
        width: 150,
        align: 'right',
        sortValue: (row) => row.Volume,
        csv: (row) => row.Volume,
        render: (row) => (
          <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatNumber(row.Volume, i18n.locale)}
          </Text>
        ),
      },
      {
        id: 'link',
        header: t`Shop`,
        width: 70,
        csv: (row) => safeHref(row.Url) ?? '',
        render: (row) => {
          const href = safeHref(row.Url);
          const title = row.Title || row.RequestLabel;
          return href ? (
            <Anchor
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t`Open ${title} in the shop`}
            >
              <IconExternalLink size={18} aria-hidden="true" />
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              <span aria-hidden="true">–</span>
              <VisuallyHidden>{t`No product page`}</VisuallyHidden>
            </Text>
          );
        },
      },
    ],
    [t, i18n, interactionLabel, currency],
  );
  return (
    <KpiTable
      title={t`Products interacted with`}
      description={t`The products shoppers interacted with after this request, by the number of interactions.`}
      rows={rows}
      failure={failure}
      columns={columns}
      rowKey={(row) => row.RequestLabel}
      filterText={(row) => `${row.Title} ${row.RequestLabel}`}
      fileName={fileName}
      empty={t`Nobody interacted with a product after this request in the chosen period.`}
      initialSort={{ column: 'volume', direction: 'desc' }}
    />
  );
}
