import { Trans } from '@lingui/react/macro';
import { Alert, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { authPaths } from '@/auth/auth-paths';
import { safeReturnPath } from '@/auth/return-path';
import { Logo } from '@/components/Logo';

/** The landing and sign-in view: the 'Sign in' link carries the current path as returnPath (spec §2). */
export function SignInView({ returnPath, message }: { returnPath: string; message?: React.ReactNode }) {
  const href = `${authPaths.signIn}?returnPath=${encodeURIComponent(safeReturnPath(returnPath))}`;
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" radius="lg" maw={420} w="100%">
        <Stack gap="md">
          <Logo />
          <Title order={1} size="h3">
            <Trans>Welcome to Engine Portal</Trans>
          </Title>
          {message}
          <Text c="dimmed" size="sm">
            <Trans>Sign in to read your KPIs and manage the engine settings of your shop.</Trans>
          </Text>
          <Button component="a" href={href} size="md">
            <Trans>Sign in</Trans>
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

/** Spec §5: the result when no current user exists. */
export function AuthenticationFailed({ children }: { children: React.ReactNode }) {
  return (
    <Alert color="yellow" variant="light" role="alert" title={<Trans>Authentication failed!</Trans>}>
      {children}
    </Alert>
  );
}
