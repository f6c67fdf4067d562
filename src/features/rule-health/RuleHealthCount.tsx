import { useLingui } from '@lingui/react/macro';
import { Badge, VisuallyHidden } from '@mantine/core';
import { formatNumber } from '@/lib/format';
import type { RuleScope } from '@/rules/rule-set';
import { useFindingCount } from './findings-count';

/** The sidebar's count of the scope's findings, as the rule-health page last counted them. */
export function RuleHealthCount({ scope }: { scope: RuleScope }) {
  const { i18n, t } = useLingui();
  const count = useFindingCount(scope);
  if (count === null) return null;
  const shown = formatNumber(count, i18n.locale);
  return (
    // Mantine's light orange and green text are too light on their own backgrounds (axe: color-contrast).
    <Badge
      size="sm"
      variant="light"
      color={count > 0 ? 'orange' : 'green'}
      c={count > 0 ? 'var(--portal-text-warn)' : 'var(--portal-text-good)'}
    >
      {shown}
      <VisuallyHidden>{t`findings`}</VisuallyHidden>
    </Badge>
  );
}
