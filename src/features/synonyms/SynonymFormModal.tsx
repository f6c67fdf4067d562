import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, TagsInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLeaveGuard } from '@/components/use-leave-guard';
import type { SynonymsEntry } from '@/api/generated/model';
import { SaveConflictAlert } from '@/components/SaveConflictAlert';
import type { SaveConflict } from '@/lib/save-conflict';
import { toEntry, validateSynonym, type SynonymFormValues } from './synonym-validation';
import { useReturnFocus } from '@/components/use-return-focus';
import { useFormSaving } from '@/components/use-form-saving';

interface Props {
  /** The rule being edited, or null to create one. */
  initial: SynonymsEntry | null;
  /** The stored version the save replaces (compare-and-swap); after a conflict the current one. */
  base: SynonymsEntry | null;
  /** Set after a 409: what it was, with the actions that resolve it. */
  conflict?: SaveConflict<SynonymsEntry>;
  /** Opens the rule that already holds the query. */
  onOpenExisting: (existing: SynonymsEntry) => void;
  /** Query to start a new rule with (`?newQuery=`). */
  prefillQuery?: string;
  opened: boolean;
  onClose: () => void;
  onSave: (entry: SynonymsEntry, old: SynonymsEntry | null) => Promise<unknown>;
}

export function SynonymFormModal({
  initial,
  base,
  conflict,
  onOpenExisting,
  prefillQuery,
  opened,
  onClose,
  onSave,
}: Props) {
  useReturnFocus();
  const { t } = useLingui();
  const form = useForm<SynonymFormValues>({
    mode: 'controlled',
    initialValues: { query: initial?.Query ?? prefillQuery ?? '', synonyms: initial?.Synonyms ?? [] },
    validate: (values) => validateSynonym(values),
  });
  useLeaveGuard(opened && form.isDirty());
  const { serverError, save, leaveForm, requestClose } = useFormSaving(form, onClose);

  const submit = form.onSubmit((values) => save(() => onSave(toEntry(values), base)));
  const duplicateText = (existing: SynonymsEntry) => {
    const query = existing.Query;
    return t`A synonym rule for "${query}" already exists.`;
  };
  const openExisting = (existing: SynonymsEntry) => leaveForm(() => onOpenExisting(existing));
  const loadStored = (current: SynonymsEntry) => {
    form.setValues({ query: current.Query, synonyms: [...current.Synonyms] });
    form.clearErrors();
  };

  return (
    <Modal
      opened={opened}
      onClose={requestClose}
      title={initial ? t`Edit synonym rule` : t`New synonym rule`}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {serverError ? (
            <Alert color="red" variant="light" role="alert" title={t`Error saving synonym`}>
              {serverError}
            </Alert>
          ) : null}
          {conflict && !serverError ? (
            <SaveConflictAlert
              title={t`Error saving synonym`}
              conflict={conflict}
              duplicateText={duplicateText}
              describe={(rule) => `${rule.Query}: ${rule.Synonyms.join(', ')}`}
              onOpenExisting={openExisting}
              onLoadStored={loadStored}
              onSaveAgain={() => void submit()}
              saving={form.submitting}
            />
          ) : null}
          <TextInput
            label={t`Query`}
            description={t`What shoppers type`}
            withAsterisk
            data-autofocus
            {...form.getInputProps('query')}
          />
          <TagsInput
            label={t`Synonyms`}
            description={t`Press Enter or type a comma after each synonym`}
            withAsterisk
            clearable
            splitChars={[',', ';']}
            acceptValueOnBlur
            {...form.getInputProps('synonyms')}
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
