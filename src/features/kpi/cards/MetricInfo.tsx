import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { MetricDefinition } from '../model/metrics';

/** The metric's definition (spec §9), a hover or keyboard focus away. */
export function MetricInfo({ metric }: { metric: MetricDefinition }) {
  const { t, i18n } = useLingui();
  const name = i18n._(metric.label);
  return (
    <Tooltip
      label={i18n._(metric.definition)}
      multiline
      w={280}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t`What is ${name}?`}>
        <IconInfoCircle size={16} aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  );
}
