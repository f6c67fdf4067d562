import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload, IconPlayerPause, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { formatNumber } from '@/lib/format';
import { rowOutcomes } from '@/bulk/engine/types';
import type { LiveJob } from './store';
import { downloadJobReport } from './report';
import { outcomeLabel } from './texts';

const outcomeColors = {
  applied: 'teal',
  unchanged: 'gray',
  conflict: 'orange',
  failed: 'red',
  'not-attempted': 'gray',
} as const;

/** A job's live state: progress, rows per second, time left, counts per outcome, controls, report. */
export function JobProgress({ job }: { job: LiveJob }) {
  const { t, i18n } = useLingui();
  const n = (value: number) => formatNumber(value, i18n.locale);
  const done = n(job.done);
  const total = n(job.total);
  const rate = formatNumber(job.rowsPerSecond, i18n.locale, job.rowsPerSecond < 10 ? 1 : 0);
  const left = job.secondsLeft === null ? null : n(Math.ceil(job.secondsLeft));
  const active = job.state === 'running' || job.state === 'paused';
  return (
    <Stack gap="xs">
      {/* Neither `animated` stripes nor the width transition: both lay out and repaint the page on
          every frame for the whole job, which cost the browser more CPU than the job's own calls. */}
      <Progress
        value={job.total === 0 ? 100 : (100 * job.done) / job.total}
        aria-label={t`Rows written`}
        transitionDuration={0}
      />
      <Text size="sm" aria-live="polite">
        {t`${done} of ${total} rows done`}
        {active ? ` · ${t`${rate} rows per second`}` : ''}
        {active && left !== null ? ` · ${t`about ${left} s left`}` : ''}
      </Text>
      {job.state === 'paused' ? (
        <Text size="sm" c="var(--portal-text-warn)">
          {job.pausedReason ? t`Paused: ${job.pausedReason}` : t`Paused.`}
        </Text>
      ) : null}
      <Group gap={6} aria-label={t`Rows per outcome`}>
        {rowOutcomes.map((outcome) => (
          <Badge key={outcome} color={outcomeColors[outcome]} variant="light" data-outcome={outcome}>
            {`${outcomeLabel(outcome)}: ${n(job.counts[outcome])}`}
          </Badge>
        ))}
      </Group>
      <Group gap="xs">
        {job.state === 'running' ? (
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconPlayerPause size={14} />}
            onClick={job.pause}
          >
            <Trans>Pause</Trans>
          </Button>
        ) : null}
        {job.state === 'paused' ? (
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconPlayerPlay size={14} />}
            onClick={job.resume}
          >
            <Trans>Resume</Trans>
          </Button>
        ) : null}
        {active ? (
          <Button
            size="compact-sm"
            color="red"
            variant="light"
            leftSection={<IconPlayerStop size={14} />}
            onClick={job.stop}
          >
            <Trans>Stop</Trans>
          </Button>
        ) : null}
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconDownload size={14} />}
          onClick={() => void downloadJobReport(job)}
        >
          <Trans>Download report (CSV)</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
