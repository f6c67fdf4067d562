import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Entity } from '@/api/generated/model';
import { formatNumber } from '@/lib/format';
import type { FeatureSetDiff, RuleDiff, ValueDiff } from './recreate-diff';
import classes from './RecreateRuleDiff.module.css';

type Side = 'old' | 'new';

/** A value marked as added or removed by a sign and hidden text as well as colour. */
function Value({ diff }: { diff: ValueDiff }) {
  const { t } = useLingui();
  if (diff.change === 'same') return <span className={classes.value}>{diff.value}</span>;
  const label = diff.change === 'added' ? t`added` : t`removed`;
  return (
    <mark className={diff.change === 'added' ? classes.added : classes.removed}>
      <span aria-hidden="true">{diff.change === 'added' ? '+' : '−'}</span>
      {diff.value}
      <VisuallyHidden>({label})</VisuallyHidden>
    </mark>
  );
}

function FeatureSetSide({ set, side }: { set: FeatureSetDiff; side: Side }) {
  const { i18n } = useLingui();
  const gone = side === 'old' ? set.change === 'added' : set.change === 'removed';
  const source = set.entity.ExternalId;
  if (gone)
    return (
      <Text size="sm" c="dimmed" className={classes.set}>
        {side === 'new' ? (
          <Trans>The feature set from {source} is dropped.</Trans>
        ) : (
          <Trans>No feature set from {source}.</Trans>
        )}
      </Text>
    );
  const weight = formatNumber((side === 'old' ? set.oldWeight : set.newWeight) ?? 0, i18n.locale, 2);
  const hidden = side === 'old' ? 'added' : 'removed';
  return (
    <Stack gap={4} className={classes.set} data-changed={set.change !== 'same' || undefined}>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          <Trans>From {source}</Trans>
        </Text>
        <Text size="xs" c="dimmed">
          <Trans>Weight {weight}</Trans>
        </Text>
      </Group>
      {set.features
        .filter((f) => f.change !== hidden)
        .map((f) => (
          <Text size="sm" key={f.attribute}>
            <Text span fw={500}>
              {f.attribute}:
            </Text>{' '}
            {f.values
              .filter((v) => v.change !== hidden)
              .map((v) => (
                <Value key={`${v.change}|${v.value}`} diff={v} />
              ))}
          </Text>
        ))}
    </Stack>
  );
}

function MissingProducts({ entities }: { entities: Entity[] }) {
  const ids = entities.map((e) => e.ExternalId).join(', ');
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" role="note">
      <IconAlertTriangle
        size={16}
        color="var(--mantine-color-orange-7)"
        aria-hidden="true"
        style={{ flexShrink: 0, marginTop: 2 }}
      />
      <Text size="sm" fw={500}>
        <Trans>Products no longer in the catalogue: {ids}. Their feature sets cannot be recreated.</Trans>
      </Text>
    </Group>
  );
}

/** One query's rule before and after recreating its feature sets, side by side. */
export function RecreateRuleDiff({ diff }: { diff: RuleDiff }) {
  const { t } = useLingui();
  const query = diff.query;
  return (
    <Card withBorder padding="sm" component="section" aria-label={t`Changes for ${query}`}>
      <Group gap="xs" mb="xs">
        <Title order={3} size="h5">
          {query}
        </Title>
        {diff.isFixed ? (
          <Badge variant="light" color="grape">
            <Trans>Fixed</Trans>
          </Badge>
        ) : null}
      </Group>
      {diff.missing.length > 0 ? <MissingProducts entities={diff.missing} /> : null}
      <SimpleGrid cols={2} spacing="sm" mt="xs">
        <Text size="xs" tt="uppercase" fw={700} c="dimmed">
          <Trans>Current</Trans>
        </Text>
        <Text size="xs" tt="uppercase" fw={700} c="dimmed">
          <Trans>After recreating</Trans>
        </Text>
        {diff.featureSets.flatMap((set) => [
          <FeatureSetSide key={`old|${set.entity.Type}|${set.entity.ExternalId}`} set={set} side="old" />,
          <FeatureSetSide key={`new|${set.entity.Type}|${set.entity.ExternalId}`} set={set} side="new" />,
        ])}
      </SimpleGrid>
    </Card>
  );
}
