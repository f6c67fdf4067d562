import { useLingui } from '@lingui/react/macro';
import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight } from '@tabler/icons-react';
import { formatChange, relativeChange } from '../model/metrics';

interface ChangeBadgeProps {
  current: number;
  previous: number;
  higherIsBetter: boolean;
}

/** The change against the previous period: arrow, signed percent and color (never color alone). */
export function ChangeBadge({ current, previous, higherIsBetter }: ChangeBadgeProps) {
  const { t, i18n } = useLingui();
  const change = relativeChange(current, previous);
  if (change === null) {
    return (
      <Text size="xs" c="dimmed">
        {t`No data for the previous period`}
      </Text>
    );
  }
  const rounded = Math.round(change * 1000) / 1000;
  const Icon = rounded > 0 ? IconArrowUpRight : rounded < 0 ? IconArrowDownRight : IconArrowRight;
  const good = rounded === 0 ? null : rounded > 0 === higherIsBetter;
  const color = good === null ? 'dimmed' : good ? 'var(--portal-text-good)' : 'var(--portal-text-bad)';
  const text = formatChange(change, i18n.locale);
  return (
    <Group gap={4} wrap="nowrap">
      <Icon
        size={16}
        color={
          good === null
            ? 'var(--mantine-color-dimmed)'
            : good
              ? 'var(--portal-text-good)'
              : 'var(--portal-text-bad)'
        }
        aria-hidden="true"
      />
      <Text size="xs" fw={600} c={color}>
        {text}
      </Text>
      <VisuallyHidden>{t`compared with the previous period`}</VisuallyHidden>
    </Group>
  );
}
