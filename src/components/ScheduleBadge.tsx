import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import type { ScheduleStatus } from '@/lib/schedule';

const colors: Record<ScheduleStatus, string> = { active: 'green', scheduled: 'blue', expired: 'gray' };

/** Whether a pin or recommendation applies now, later or no more: in words, not by color alone. */
export function ScheduleBadge({ status }: { status: ScheduleStatus }) {
  const { t } = useLingui();
  const text = status === 'active' ? t`Active now` : status === 'scheduled' ? t`Scheduled` : t`Expired`;
  return (
    // The dot variant keeps the text in the body color (WCAG AA contrast); the color is only an extra cue.
    <Badge color={colors[status]} variant="dot" tt="none" style={{ flexShrink: 0 }}>
      {text}
    </Badge>
  );
}
