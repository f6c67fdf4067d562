import { useLingui } from '@lingui/react/macro';
import { Progress, Stack, Text } from '@mantine/core';
import { formatNumber } from '@/lib/format';
import type { ImportProgress } from './import-session';

/** How far the import worker is with reading the file or comparing it with the target's rules. */
export function ReadingProgress({ progress }: { progress: ImportProgress | null }) {
  const { t, i18n } = useLingui();
  const percent =
    progress && progress.total > 0 ? Math.min(100, Math.round((100 * progress.done) / progress.total)) : 0;
  const label = progress?.stage === 'comparing' ? t`Comparing with the current rules…` : t`Reading the file…`;
  const count =
    progress?.stage === 'comparing'
      ? t`${formatNumber(progress.done, i18n.locale)} of ${formatNumber(progress.total, i18n.locale)} rows`
      : `${formatNumber(percent, i18n.locale)} %`;
  return (
    <Stack gap={4} role="status" aria-live="polite">
      <Text size="sm">{label}</Text>
      <Progress value={percent} aria-label={label} animated />
      <Text size="xs" c="dimmed">
        {count}
      </Text>
    </Stack>
  );
}
