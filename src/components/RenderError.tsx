import { Trans } from '@lingui/react/macro';
import { Alert, Center } from '@mantine/core';
import { useEffect } from 'react';
import { reportClientError } from '@/monitoring/error-reporting';

/** Spec §8 render error. */
export function RenderError({ error }: { error: unknown }) {
  useEffect(() => {
    reportClientError(error);
  }, [error]);
  return (
    <Center p="xl">
      <Alert color="red" variant="light" maw={560} role="alert">
        <Trans>
          An error occured, please refresh the page. If the problem persist contact support for assistance.
        </Trans>
      </Alert>
    </Center>
  );
}
