import { Trans } from '@lingui/react/macro';
import { Center, Loader, Stack, Text } from '@mantine/core';

/** Spec §2/§4: 'Loading...' while the user or a lazy page loads. */
export function Loading() {
  return (
    <Center mih={200} p="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="sm" />
        <Text c="dimmed">
          <Trans>Loading...</Trans>
        </Text>
      </Stack>
    </Center>
  );
}
