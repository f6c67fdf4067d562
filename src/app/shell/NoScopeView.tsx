import { Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';

/** The server allows this user no scope at all (the header keeps 'Sign out!' and the settings). */
export function NoScopeView() {
  return (
    <Alert color="yellow" variant="light" title={<Trans>No scope available</Trans>} maw={640}>
      <Trans>
        Your account has no customer, storefront or language assigned yet. Please contact your Customer
        Success Manager.
      </Trans>
    </Alert>
  );
}
