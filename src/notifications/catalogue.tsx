import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Code, Spoiler, Stack, Text } from '@mantine/core';
import type { PortalServerError } from '@/api/generated/model';
import { authPaths } from '@/auth/auth-paths';
import { currentReturnPath } from '@/auth/return-path';
import { notify } from './notify';

/** The notifications of spec §8, with their levels and texts. */

export function notifyTooManyRequests(): void {
  notify({
    level: 'warning',
    title: t`Too many requests`,
    content: t`You're sending too many requests, please try again in a while.`,
  });
}

export function notifyAuthenticationRequired(): void {
  notify({
    level: 'info',
    title: t`Verifying credentials`,
    content: t`This may take a few seconds longer than normal.`,
  });
}

export function notifySessionExpired(): void {
  const href = `${authPaths.signIn}?returnPath=${encodeURIComponent(currentReturnPath())}`;
  notify({
    level: 'warning',
    title: t`Session expired`,
    content: t`You have been logged out.`,
    body: (
      <Stack gap={4}>
        <Text size="sm">{t`You have been logged out.`}</Text>
        <Anchor href={href} size="sm">
          <Trans>Sign in</Trans>
        </Anchor>
      </Stack>
    ),
  });
}

export function notifyUserLoadFailed(): void {
  notify({
    level: 'warning',
    title: t`Could not load user`,
    content: t`The current user could not be loaded. Please sign in again.`,
  });
}

export function notifyInvalidScope(): void {
  notify({
    level: 'warning',
    title: t`Cannot access this view with the selected scope`,
    content: t`Please select a valid scope.`,
  });
}

export function notifyNotAvailable(): void {
  notify({
    level: 'warning',
    title: t`Not available`,
    content: t`The view is not available for the selected scope`,
  });
}

/** Data error: the message; with details, the server's user message, timestamp and debugging information. */
export function notifyDataError(message: string, details?: PortalServerError | null): void {
  if (!details) {
    notify({ level: 'warning', title: t`Data error`, content: message });
    return;
  }
  const content = [details.UserMessage, details.Timestamp, details.DebugDetails ?? ''].join('\n');
  notify({
    level: 'warning',
    title: t`Data error`,
    content,
    body: <ServerErrorDetails error={details} />,
  });
}

export function ServerErrorDetails({ error }: { error: PortalServerError }) {
  return (
    <Stack gap={4}>
      <Text size="sm">{error.UserMessage}</Text>
      <Text size="xs" c="dimmed">
        <Trans>Time: {error.Timestamp}</Trans>
      </Text>
      {error.DebugDetails ? (
        <Code block style={{ whiteSpace: 'pre-wrap', fontSize: 11 }}>
          {error.DebugDetails}
        </Code>
      ) : null}
    </Stack>
  );
}

/** Any other error: 'Failed to fetch data' with the advice and expandable technical details. */
export function notifyFetchFailed(technicalDetails: string): void {
  const advice = t`If the problem persists, please contact your Customer Success Manager.`;
  notify({
    level: 'warning',
    title: t`Failed to fetch data`,
    content: `${t`Encountered error when requesting data. Please try reloading the page.`}\n${technicalDetails}`,
    body: (
      <Stack gap={4}>
        <Text size="sm">{t`Encountered error when requesting data. Please try reloading the page.`}</Text>
        <Text size="sm">{advice}</Text>
        <Spoiler maxHeight={0} showLabel={t`Technical details`} hideLabel={t`Hide technical details`}>
          <Code block style={{ whiteSpace: 'pre-wrap', fontSize: 11 }}>
            {technicalDetails}
          </Code>
        </Spoiler>
      </Stack>
    ),
  });
}
