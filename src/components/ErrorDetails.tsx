import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Code, Collapse, Stack, Text } from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import type { ErrorDescription } from '@/notifications/describe-error';

/**
 * The body of an error as spec §8 words it: the message, the server's time, the advice, and the
 * technical part folded away behind 'Technical details' (addresses and status lines are for support).
 */
export function ErrorDetails({ description }: { description: ErrorDescription }) {
  const { t } = useLingui();
  const [opened, { toggle }] = useDisclosure(false);
  const detailsId = useId();
  const { message, time, advice, technical } = description;
  return (
    <Stack gap={4}>
      <Text size="sm">{message}</Text>
      {time ? (
        <Text size="xs" c="dimmed">
          <Trans>Time: {time}</Trans>
        </Text>
      ) : null}
      {advice ? <Text size="sm">{advice}</Text> : null}
      {technical ? (
        <>
          <Anchor
            component="button"
            type="button"
            size="sm"
            ta="start"
            onClick={toggle}
            aria-expanded={opened}
            aria-controls={detailsId}
          >
            {t`Technical details`}
          </Anchor>
          <Collapse expanded={opened} id={detailsId}>
            <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 11 }}>
              {technical}
            </Code>
          </Collapse>
        </>
      ) : null}
    </Stack>
  );
}
