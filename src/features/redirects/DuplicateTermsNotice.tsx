import { Trans } from '@lingui/react/macro';
import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { TermClash } from './duplicate-terms';

/** Under the terms field: which typed terms other redirects of the scope already use. A warning, not an error. */
export function DuplicateTermsNotice({ clashes, id }: { clashes: readonly TermClash[]; id: string }) {
  if (clashes.length === 0) return null;
  // Mantine's orange title is too light on the light orange background (axe: color-contrast).
  const title = (
    <Text span fw={700} size="sm" c="var(--portal-text-warn)">
      <Trans>Terms already used by other redirects</Trans>
    </Text>
  );
  return (
    <Alert
      id={id}
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={title}
      p="xs"
      role="status"
    >
      <List size="sm" spacing={2}>
        {clashes.map(({ term, names }) => {
          const others = names.join(', ');
          return (
            <List.Item key={term}>
              <Trans>
                “{term}” is also used by: {others}
              </Trans>
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
