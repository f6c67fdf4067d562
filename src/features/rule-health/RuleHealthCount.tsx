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
    // Even the darkest orange is too light on the light badge's orange background at this size
    // (axe: color-contrast): the number takes the text colour, the badge keeps its colour.
    <Badge size="sm" variant="light" color={count > 0 ? 'orange' : 'green'} c="var(--mantine-color-text)">
      {shown}
      <VisuallyHidden>{t`findings`}</VisuallyHidden>
    </Badge>
  );
}
