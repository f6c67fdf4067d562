import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import type { RedirectEntry } from '@/api/generated/model';
import { SaveConflictAlert } from '@/components/SaveConflictAlert';
import type { SaveConflict } from '@/lib/save-conflict';
import { useLeaveGuard } from '@/components/use-leave-guard';
import { buildTermIndex, clashesFor } from './duplicate-terms';
import { DuplicateTermsNotice } from './DuplicateTermsNotice';
import { toEntry, toFormValues, validateRedirect, type RedirectFormValues } from './redirect-form';
import { useReturnFocus } from '@/components/use-return-focus';
import { RuleHealthWarning } from '@/components/rule-health/RuleHealthWarning';
import { useDraftFindings } from '@/components/rule-health/use-draft-findings';
import type { DraftRule } from '@/rules/health/draft-findings';
import { useFormSaving } from '@/components/use-form-saving';

interface Props {
  /** What the form starts with: the redirect being edited, or pre-filled values for a new one. */
  initial: RedirectEntry | null;
  /** The stored redirect the save replaces (compare-and-swap), or null to create one. */
  base: RedirectEntry | null;
  /** Set after a 409: what it was, with the actions that resolve it. */
  conflict?: SaveConflict<RedirectEntry>;
  /** Opens the redirect that already has the name. */
  onOpenExisting: (existing: RedirectEntry) => void;
  /** The scope's redirects, for duplicate terms and names. */
  entries: readonly RedirectEntry[];
  onClose: () => void;
  onSave: (entry: RedirectEntry, base: RedirectEntry | null) => Promise<unknown>;
}

export function RedirectFormModal({
  initial,
  base,
  conflict,
  onOpenExisting,
  entries,
  onClose,
  onSave,
}: Props) {
  useReturnFocus();
  const { t } = useLingui();
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
  const draft = useMemo(
    (): DraftRule | null =>
      form.values.terms.length > 0
        ? { type: 'redirect', rule: toEntry(form.values), replaces: base?.Name ?? null }
        : null,
    [form.values, base],
  );
  const healthFindings = useDraftFindings(draft, 'redirect');

  const { serverError, save, leaveForm, requestClose } = useFormSaving(form, onClose);
  const submit = form.onSubmit((values) => save(() => onSave(toEntry(values), base)));
  const duplicateText = (existing: RedirectEntry) => {
    const name = existing.Name;
    return t`A redirect named "${name}" already exists.`;
  };
  const openExisting = (existing: RedirectEntry) => leaveForm(() => onOpenExisting(existing));
  const loadStored = (current: RedirectEntry) => {
    form.setValues(toFormValues(current));
    form.clearErrors();
  };

  return (
    <Modal opened onClose={requestClose} title={base ? t`Edit redirect` : t`New redirect`} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          {serverError ? (
            <Alert color="red" variant="light" role="alert" title={t`Error saving redirect`}>
              <Text size="sm">{serverError}</Text>
            </Alert>
          ) : null}
          {conflict && !serverError ? (
            <SaveConflictAlert
              title={t`Error saving redirect`}
              conflict={conflict}
              duplicateText={duplicateText}
              describe={(rule) => `${rule.Name}: ${rule.Rules.join(', ')} → ${rule.Target}`}
              onOpenExisting={openExisting}
              onLoadStored={loadStored}
              onSaveAgain={() => void submit()}
              saving={form.submitting}
            />
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
          <RuleHealthWarning findings={healthFindings} draft={draft} id="redirect-health-warning" />
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
