import { useLingui } from '@lingui/react/macro';
import { Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { failedLoad } from '@/api/load-state';
import { RulesTransferMenu } from '@/bulk/transfer/RulesTransferMenu';
import { LoadFailure } from '@/components/LoadFailure';
import { PageHeader } from '@/components/PageHeader';
import { pinRows, type PinContext, type PinKind } from './pin-context';
import { PinsTable } from './PinsTable';
import { usePinEditor } from './use-pin-editor';
import { usePinsWithProducts } from './use-pins';

/**
 * The local pins of the scope (spec §2: PulseLocalPinsAccess): per query and per navigation page;
 * add, edit and delete. Global pins belong to Pulse (PulseAccess), so this page neither lists nor
 * adds them, and a user with only the local-pins flag can use it completely.
 */
export function PinsPage() {
  const { t } = useLingui();
  const pins = usePinsWithProducts();
  const editor = usePinEditor({ localOnly: true });
  const rows = pinRows(pins.data);
  const failure = failedLoad(pins);

  const sections: {
    kind: Exclude<PinKind, 'global'>;
    title: string;
    add: string;
    empty: string;
    context: PinContext;
  }[] = [
    {
      kind: 'query',
      title: t`Pins per query`,
      add: t`Add pin per query`,
      empty: t`No pins per query.`,
      context: { kind: 'query', query: '' },
    },
    {
      kind: 'navigation',
      title: t`Pins per navigation page`,
      add: t`Add pin per navigation page`,
      empty: t`No pins per navigation page.`,
      context: { kind: 'navigation', attribute: '', value: '' },
    },
  ];

  return (
    <>
      <PageHeader
        title={t`Local pins`}
        description={t`Local pins fix a product at a position of the result list of one query or one navigation page, optionally only for a while. Global pins are set in Pulse.`}
        actions={<RulesTransferMenu kind="pin" disabled={!pins.data} />}
      />
      {failure ? <LoadFailure error={failure.error} onRetry={failure.retry} /> : null}
      <Stack gap="xl">
        {sections.map((section) => (
          <section key={section.kind} aria-label={section.title}>
            <Group justify="space-between" mb="xs">
              <Title order={2} size="h4">
                {section.title} {pins.data ? `(${rows[section.kind].length})` : null}
              </Title>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPlus size={14} />}
                onClick={() => editor.openAdd(section.context, null)}
                onPointerEnter={editor.preloadForm}
                onFocus={editor.preloadForm}
                disabled={!pins.data}
              >
                {section.add}
              </Button>
            </Group>
            {failure ? null : pins.isPending ? (
              <Skeleton height={160} radius="md" />
            ) : (
              <PinsTable
                label={section.title}
                kind={section.kind}
                rows={rows[section.kind]}
                empty={section.empty}
                onEdit={editor.openEdit}
                onDelete={editor.remove}
              />
            )}
          </section>
        ))}
      </Stack>
      {editor.modal}
    </>
  );
}
