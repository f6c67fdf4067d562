import { Trans } from '@lingui/react/macro';
import { Code, Paper, Stack, Title } from '@mantine/core';
import { getRuntimeConfig } from '@/config/runtime-config';
import { usePortalScope } from '@/scope/portal-scope';

/** Build-flagged diagnostics: the runtime configuration and the resolved scope (no tokens). */
export function Diagnostics() {
  const { scope, experimental, debugInfo } = usePortalScope();
  const { mode, apiBaseUrl, oidc, internalEmailDomains } = getRuntimeConfig();
  return (
    <Stack>
      <Title order={1} size="h2">
        <Trans>Diagnostics</Trans>
      </Title>
      <Paper withBorder p="md">
        <Code block>
          {JSON.stringify(
            { mode, apiBaseUrl, oidc, internalEmailDomains, scope, experimental, debugInfo },
            null,
            2,
          )}
        </Code>
      </Paper>
    </Stack>
  );
}
