import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import type { RedirectEntry } from '@/api/generated/model';
import { confirmDiscard } from '@/components/confirm';
import { settingsErrorMessage } from '@/components/settings-notifications';
import { useLeaveGuard } from '@/components/use-leave-guard';
import { buildTermIndex, clashesFor } from './duplicate-terms';
import { DuplicateTermsNotice } from './DuplicateTermsNotice';
import { toEntry, toFormValues, validateRedirect, type RedirectFormValues } from './redirect-form';

interface Props {
  /** What the form starts with: the redirect being edited, or pre-filled values for a new one. */
  initial: RedirectEntry | null;
  /** The stored redirect the save replaces (compare-and-swap), or null to create one. */
  base: RedirectEntry | null;
  /** Set after a conflict: what changed meanwhile, shown with the server's message. */
  conflictNote: string | null;
  /** The scope's redirects, for duplicate terms and names. */
  entries: readonly RedirectEntry[];
  onClose: () => void;
  onSave: (entry: RedirectEntry, base: RedirectEntry | null) => Promise<unknown>;
}

export function RedirectFormModal({ initial, base, conflictNote, entries, onClose, onSave }: Props) {
  const { t } = useLingui();
  const [serverError, setServerError] = useState<string | null>(null);
  const others = useMemo(() => entries.filter((entry) => entry.Name !== base?.Name), [entries, base]);
  const form = useForm<RedirectFormValues>({
    mode: 'controlled',
    initialValues: toFormValues(initial),
    validate: (values) => validateRedirect(values, others),
  });
  const dirty = form.isDirty();
  useLeaveGuard(dirty);

  const index = useMemo(() => buildTermIndex(others), [others]);
  const clashes = clashesFor(form.values.terms, index, null);

  const submit = form.onSubmit(async (values) => {
    setServerError(null);
    try {
      await onSave(toEntry(values), base);
      form.resetDirty();
      onClose();
    } catch (error) {
      // The input stays as typed: nothing is lost, the user decides what to do.
      setServerError(settingsErrorMessage(error));
    }
  });

  const requestClose = () => (form.isDirty() ? confirmDiscard(onClose) : onClose());

  return (
    <Modal opened onClose={requestClose} title={base ? t`Edit redirect` : t`New redirect`} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          {serverError ? (
            <Alert color="red" variant="light" role="alert" title={t`Error saving redirect`}>
              <Text size="sm">{serverError}</Text>
              {conflictNote ? (
                <Text size="sm" mt={4}>
                  {conflictNote}
                </Text>
              ) : null}
            </Alert>
          ) : null}
          <TextInput
            label={t`Name`}
            description={t`Identifies the redirect in this scope`}
            withAsterisk
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Stack gap={6}>
            <TagsInput
              label={t`Terms`}
              description={t`What shoppers search for. Press Enter or type a comma after each term.`}
              withAsterisk
              clearable
              splitChars={[',', ';']}
              acceptValueOnBlur
              {...form.getInputProps('terms')}
            />
            <DuplicateTermsNotice clashes={clashes} id="redirect-term-clashes" />
          </Stack>
          <TextInput
            label={t`Target`}
            description={t`A web address starting with https:// or a path on the shop such as /sale`}
            withAsterisk
            spellCheck={false}
            autoComplete="off"
            {...form.getInputProps('target')}
          />
          <Switch
            label={t`Enabled`}
            description={t`A disabled redirect is kept but not applied.`}
            {...form.getInputProps('enabled', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={requestClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={form.submitting}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
