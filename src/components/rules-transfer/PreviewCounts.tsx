import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { RowStatus } from './diff';
import type { RuleKind } from './types';

/** One sentence: how rows were matched and what applying them would do. */
export function PreviewCounts({ kind, counts }: { kind: RuleKind; counts: Record<RowStatus, number> }) {
  const { t } = useLingui();
  const matched = kind === 'synonym' ? t`Rules are matched by their query.` : kind === 'redirect' ? t`Redirects are matched by their name.` : t`Boost rules are matched as a whole: a rule that differs in anything is a new rule.`;
  const { add, change, unchanged, invalid } = counts;
  return (
    <Text size="sm">
      {matched} {t`${add} to add, ${change} to change, ${unchanged} left alone, ${invalid} with errors (not applied).`}
    </Text>
  );
}
