import { useLingui } from '@lingui/react/macro';
import { Text, VisuallyHidden } from '@mantine/core';

/** A product's move in the preview after the last change, told by arrow and words, not colour alone. */
export function RankMove({ move }: { move: number | null | undefined }) {
  const { t } = useLingui();
  if (move === undefined || move === 0) return <span style={{ width: 40, flexShrink: 0 }} />;
  const places = Math.abs(move ?? 0);
  const [symbol, label, color] =
    move === null
      ? [t`new`, t`new on this page`, 'var(--portal-text-info)']
      : move > 0
        ? [`▲${places}`, t`moved up ${places}`, 'var(--portal-text-good)']
        : [`▼${places}`, t`moved down ${places}`, 'var(--portal-text-bad)'];
  return (
    <Text size="xs" fw={700} c={color} w={40} ta="center" style={{ flexShrink: 0 }} title={label}>
      <span aria-hidden="true">{symbol}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Text>
  );
}
