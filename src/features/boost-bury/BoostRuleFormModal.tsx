import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type FormEvent } from 'react';
import type { AttributeInfo, BoostRuleProxy } from '@/api/generated/model';
import { confirmDiscard } from '@/components/confirm';
import { useLeaveGuard } from '@/components/use-leave-guard';
import { isConflict, settingsErrorMessage } from '@/components/settings-notifications';
import { AmountFields } from './AmountFields';
import { initialValues, toRule, validateBoost, type BoostFormValues } from './boost-form';
import { ConditionFields } from './ConditionFields';
import { describeRule } from './rule-sentence';
import { useReturnFocus } from '@/components/use-return-focus';

interface Props {
  /** The rule being edited, or null to add one. */
  initial: BoostRuleProxy | null;
  /** The scope's other rules as currently loaded (an identical rule is refused). */
  others: BoostRuleProxy[];
  attributes: AttributeInfo[];
  attributesLoading: boolean;
  /** Editing a rule that was changed or deleted meanwhile: saving adds it instead. */
  originalGone: boolean;
  onClose: () => void;
  onSave: (rule: BoostRuleProxy) => Promise<unknown>;
}

type SaveProblem = { conflict: boolean; message: string } | null;

export function BoostRuleFormModal({
  initial,
  others,
  attributes,
  attributesLoading,
  originalGone,
  onClose,
  onSave,
}: Props) {
  useReturnFocus();
  const { t, i18n } = useLingui();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<SaveProblem>(null);
  const form = useForm<BoostFormValues>({ mode: 'controlled', initialValues: initialValues(initial) });
  const values = form.getValues();
  const valid = Object.keys(validateBoost(values, attributes, others)).length === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Validated here rather than by useForm so the latest rules and attributes count.
    const errors = validateBoost(form.getValues(), attributes, others);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setSaving(true);
    setProblem(null);
    try {
      await onSave(toRule(form.getValues()));
      form.resetDirty();
      onClose();
    } catch (error) {
      // The form stays open with what was typed; on a conflict the page has reloaded the list.
      setProblem({ conflict: isConflict(error), message: settingsErrorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  // Leaving the page (a link, back, closing the tab) with a dirty form asks too.
  useLeaveGuard(form.isDirty() && !saving);
  const requestClose = () => (form.isDirty() ? confirmDiscard(onClose) : onClose());

  return (
    <Modal opened onClose={requestClose} title={initial ? t`Edit boost rule` : t`New boost rule`} size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {problem ? (
            <Alert color="red" variant="light" role="alert" title={t`Error saving boost rule`}>
              {problem.message}
              {problem.conflict ? (
                <Text size="sm" mt={4}>
                  <Trans>
                    The list now shows the current rules. Your input is kept: check it and save again.
                  </Trans>
                </Text>
              ) : null}
            </Alert>
          ) : null}
          {originalGone ? (
            <Alert color="yellow" variant="light" title={t`This rule was changed meanwhile`}>
              <Trans>
                The rule you are editing is no longer stored as it was loaded. Saving adds your version as a
                new rule.
              </Trans>
            </Alert>
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
