import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { pages, type PageId } from '@/app/pages';
import { PageHeader } from './PageHeader';

/** An honest placeholder for a screen a later release brings: its title, no fake data. */
export function ComingSoon({ page }: { page: PageId }) {
  const { i18n } = useLingui();
  return (
    <>
      <PageHeader title={i18n._(pages[page].title)} />
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="sm" py="xl">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray">
            <IconTools size={26} />
          </ThemeIcon>
          <Text fw={600}>
            <Trans>Coming soon</Trans>
          </Text>
          <Text c="dimmed" size="sm" ta="center" maw={460}>
            <Trans>This screen is being built. Its data will appear here once it is available in the portal.</Trans>
          </Text>
        </Stack>
      </Paper>
    </>
  );
}
