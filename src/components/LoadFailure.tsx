import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { describeApiError } from '@/notifications/describe-error';
import { ErrorDetails } from './ErrorDetails';

export interface LoadFailureProps {
  error: unknown;
  /** Asks again; the button shows it is busy until the promise settles. */
  onRetry: () => Promise<unknown> | void;
}

/**
 * A load that failed, in place of the data it should have shown: never an empty list or an endless
 * skeleton, which would read as "nothing here" (spec §8 texts, a way to try again).
 */
export function LoadFailure({ error, onRetry }: LoadFailureProps) {
  const description = describeApiError(error);
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    void Promise.resolve(onRetry()).finally(() => setRetrying(false));
  };
  return (
    <Alert
      color="yellow"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={20} />}
      title={description.title}
      maw={720}
      data-testid="load-failure"
    >
      <Stack gap="sm">
        <ErrorDetails description={description} />
        <Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRefresh size={14} />}
            loading={retrying}
            onClick={retry}
          >
            <Trans>Try again</Trans>
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
