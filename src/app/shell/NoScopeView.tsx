import { Trans } from '@lingui/react/macro';
import { Alert, Button, Center, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** The server allows this user no scope at all, or the scope info could not be loaded. */
export function NoScopeView({ failed }: { failed: boolean }) {
  return (
    <Center mih="100vh" p="xl">
      <Stack align="center" maw={480}>
        <Alert
          color="yellow"
          variant="light"
          title={failed ? <Trans>Failed to fetch data</Trans> : <Trans>No scope available</Trans>}
        >
          {failed ? (
            <Trans>Encountered error when requesting data. Please try reloading the page.</Trans>
          ) : (
            <Trans>
              Your account has no customer, storefront or language assigned yet. Please contact your Customer
              Success Manager.
            </Trans>
          )}
        </Alert>
        <Button component={Link} to="/auth/signout" variant="default">
          <Trans>Sign out!</Trans>
        </Button>
      </Stack>
    </Center>
  );
}
