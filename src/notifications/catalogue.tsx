import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Stack, Text } from '@mantine/core';
import { ErrorDetails } from '@/components/ErrorDetails';
import { authPaths } from '@/auth/auth-paths';
import { currentReturnPath } from '@/auth/return-path';
import type { ErrorDescription } from './describe-error';
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

export function notifyNotAvailable(): string {
  return notify({
    level: 'warning',
    title: t`Not available`,
    content: t`The view is not available for the selected scope`,
  });
}

/**
 * A failed call as spec §8 words it (too many requests, data error, 'Failed to fetch data'). The
 * technical part is folded away behind 'Technical details' and is no part of the identity: two
 * calls failing the same way show one notification, not two.
 */
export function notifyApiError(description: ErrorDescription): void {
  if (description.kind === 'too-many-requests') return notifyTooManyRequests();
  notify({
    level: 'warning',
    title: description.title,
    content: [description.message, description.time].filter(Boolean).join('\n'),
    body: <ErrorDetails description={description} />,
  });
}
