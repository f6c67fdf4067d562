import { Trans } from '@lingui/react/macro';
import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** Spec §2: an unknown path. */
export function NotFound() {
  return (
    <Center mih={300} p="xl">
      <Stack align="center" gap="sm">
        <Title order={1} size="h2">
          404
        </Title>
        <Text>
          <Trans>
            Oops, looks like this page does not exist.{' '}
            <Anchor component={Link} to="/">
              Go back to the start page.
            </Anchor>
          </Trans>
        </Text>
      </Stack>
    </Center>
  );
}
