import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type FormEvent } from 'react';
import type { AttributeInfo, BoostRuleProxy } from '@/api/generated/model';
import { useLeaveGuard } from '@/components/use-leave-guard';
import { SaveConflictAlert } from '@/components/SaveConflictAlert';
import type { SaveConflict } from '@/lib/save-conflict';
import { AmountFields } from './AmountFields';
import { initialValues, toRule, validateBoost, type BoostFormValues } from './boost-form';
import { ConditionFields } from './ConditionFields';
import { describeRule } from './rule-sentence';
import { useReturnFocus } from '@/components/use-return-focus';
import { useFormSaving } from '@/components/use-form-saving';

interface Props {
  /** The rule being edited, or null to add one. */
  initial: BoostRuleProxy | null;
  /** The scope's other rules as currently loaded (an identical rule is refused). */
  others: BoostRuleProxy[];
  attributes: AttributeInfo[];
  attributesLoading: boolean;
  /** Set after a 409: what it was, with the actions that resolve it. */
  conflict?: SaveConflict<BoostRuleProxy>;
  /** Opens the identical rule that is stored already. */
  onOpenExisting: (existing: BoostRuleProxy) => void;
  onClose: () => void;
  onSave: (rule: BoostRuleProxy) => Promise<unknown>;
}

export function BoostRuleFormModal({
  initial,
  others,
  attributes,
  attributesLoading,
  conflict,
  onOpenExisting,
  onClose,
  onSave,
}: Props) {
  useReturnFocus();
  const { t, i18n } = useLingui();
  const [saving, setSaving] = useState(false);
  const form = useForm<BoostFormValues>({ mode: 'controlled', initialValues: initialValues(initial) });
  const { serverError, save, leaveForm, requestClose } = useFormSaving(form, onClose);
  const values = form.getValues();
  const valid = Object.keys(validateBoost(values, attributes, others)).length === 0;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    // Validated here rather than by useForm so the latest rules and attributes count.
    const errors = validateBoost(form.getValues(), attributes, others);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setSaving(true);
    try {
      await save(() => onSave(toRule(form.getValues())));
    } finally {
      setSaving(false);
    }
  };

  // Leaving the page (a link, back, closing the tab) with a dirty form asks too.
  useLeaveGuard(form.isDirty() && !saving);
  const openExisting = (existing: BoostRuleProxy) => leaveForm(() => onOpenExisting(existing));
  const loadStored = (current: BoostRuleProxy) => {
    form.setValues(initialValues(current));
    form.clearErrors();
  };
  const duplicateText = (existing: BoostRuleProxy) => {
    const sentence = describeRule(existing, i18n.locale);
    return t`An identical rule already exists: ${sentence}`;
  };

  return (
    <Modal opened onClose={requestClose} title={initial ? t`Edit boost rule` : t`New boost rule`} size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {serverError ? (
            <Alert color="red" variant="light" role="alert" title={t`Error saving boost rule`}>
              {serverError}
            </Alert>
          ) : null}
          {conflict && !serverError ? (
            <SaveConflictAlert
              title={t`Error saving boost rule`}
              conflict={conflict}
              duplicateText={duplicateText}
              describe={(rule) => describeRule(rule, i18n.locale)}
              onOpenExisting={openExisting}
              onLoadStored={loadStored}
              onSaveAgain={() => void submit()}
              saving={saving}
            />
          ) : null}
          <ConditionFields form={form} attributes={attributes} attributesLoading={attributesLoading} />
          <AmountFields form={form} attributes={attributes} attributesLoading={attributesLoading} />
          {valid ? (
            <Paper withBorder p="sm" bg="var(--mantine-color-gray-0)">
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                <Trans>Preview</Trans>
              </Text>
              <Text size="sm" data-testid="boost-rule-preview">
                {describeRule(toRule(values), i18n.locale)}
              </Text>
            </Paper>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={requestClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={saving}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
