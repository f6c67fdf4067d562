import { useLingui } from '@lingui/react/macro';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { NavigationType, RequestDisplay, RequestIdentity, RequestMapping } from '@/api/generated/model';
import { ProductThumb } from '@/components/ProductThumb';
import { carriedSearch, inspectPathOf } from '../model/kpi-pages';

interface RequestCellProps {
  identity: RequestIdentity;
  display: RequestDisplay;
  navigationType: NavigationType;
  /** The product a recommendation request is about: shown as a thumbnail. */
  mapping?: RequestMapping | undefined;
}

/** A request as shown in the lists, linked to its inspect view (keeping scope, period and splits). */
export function RequestCell({ identity, display, navigationType, mapping }: RequestCellProps) {
  const { t } = useLingui();
  const to = inspectPathOf[navigationType];
  const name = display.Value || identity.RequestLabel;
  const details = display.Details;
  const text = (
    <Stack gap={0} style={{ minWidth: 0 }}>
      {to ? (
        <Anchor
          component={Link}
          to={to}
          search={
            ((prev: Record<string, unknown>) => ({
              ...carriedSearch(prev),
              query: identity.RequestLabel,
              requestType: identity.RequestType,
            })) as never
          }
          size="sm"
          fw={600}
          truncate="end"
          aria-label={t`Inspect ${name}`}
        >
          {name}
        </Anchor>
      ) : (
        <Text size="sm" fw={600} truncate="end">
          {name}
        </Text>
      )}
      {details ? (
        <Text size="xs" c="dimmed" truncate="end">
          {details}
        </Text>
      ) : null}
    </Stack>
  );
  if (!mapping) return text;
  return (
    <Group gap="sm" wrap="nowrap">
      <ProductThumb src={mapping.ImageUrl} alt={mapping.Title ?? name} size={36} />
      {text}
    </Group>
  );
}
