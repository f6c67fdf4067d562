import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { PageDefinition } from '@/app/pages';

/**
 * A page the user's access flags (or the experimental switch) do not allow: said as such, with a
 * way back, and the page itself never mounts, so none of its calls is sent to be refused.
 */
export function NoAccessView({ page }: { page: PageDefinition }) {
  const { t, i18n } = useLingui();
  const title = i18n._(page.title);
  return (
    <Alert color="yellow" variant="light" role="alert" title={t`You don't have access to ${title}`} maw={640}>
      <Stack gap="xs">
        <Text size="sm">
          <Trans>
            Your account may not use this page in the selected scope. If you need it, please contact your
            Customer Success Manager.
          </Trans>
        </Text>
        <Anchor component={Link} to="/search/overview" size="sm">
          <Trans>Go to the search overview</Trans>
        </Anchor>
      </Stack>
    </Alert>
  );
}
