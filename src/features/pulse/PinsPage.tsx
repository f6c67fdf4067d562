import { useLingui } from '@lingui/react/macro';
import { Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { PageHeader } from '@/components/PageHeader';
import { globalContext, pinRows, type PinContext, type PinKind } from './pin-context';
import { PinsTable } from './PinsTable';
import { usePinEditor } from './use-pin-editor';
import { usePinsWithProducts } from './use-pins';

/** All pins of the scope in three lists: global, per query, per navigation; add, edit and delete. */
export function PinsPage() {
  const { t } = useLingui();
  const pins = usePinsWithProducts();
  const editor = usePinEditor();
  const rows = pinRows(pins.data);

  const sections: { kind: PinKind; title: string; add: string; empty: string; context: PinContext }[] = [
    { kind: 'global', title: t`Global pins`, add: t`Add global pin`, empty: t`No global pins.`, context: globalContext },
    { kind: 'query', title: t`Pins per query`, add: t`Add pin per query`, empty: t`No pins per query.`, context: { kind: 'query', query: '' } },
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
        description={t`Pins fix a product at a position of the result lists: everywhere, for one query, or on one navigation page, optionally only for a while.`}
      />
      <Stack gap="xl">
        {sections.map((section) => (
          <section key={section.kind} aria-label={section.title}>
            <Group justify="space-between" mb="xs">
              <Title order={2} size="h4">
                {section.title} {pins.data ? `(${rows[section.kind].length})` : null}
              </Title>
              <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => editor.openAdd(section.context, null)}>
                {section.add}
              </Button>
            </Group>
            {pins.isPending ? (
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
