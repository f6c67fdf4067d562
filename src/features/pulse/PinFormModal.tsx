import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, Modal, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { Product, ProductPositionOverride } from '@/api/generated/model';
import { DateTimeField } from '@/components/DateTimeField';
import { SaveConflictAlert } from '@/components/SaveConflictAlert';
import type { SaveConflict } from '@/lib/save-conflict';
import { useLeaveGuard } from '@/components/use-leave-guard';
import { NavigationFields, QueryField } from './ContextFields';
import { contextLabel, type PinContext, type PinKind } from './pin-context';
import { describePin, isPinConflict, type ComparedPin } from './pin-conflict';
import { formContext, formPin, initialPinValues, validatePinForm, type PinFormValues } from './pin-form';
import { ProductPicker, ProductSummary } from './ProductPicker';
import { useReturnFocus } from '@/components/use-return-focus';
import { RuleHealthWarning } from '@/components/rule-health/RuleHealthWarning';
import { usePinHealth } from './use-pin-health';
import { useFormSaving } from '@/components/use-form-saving';

export interface PinFormModalProps {
  /** The pin as loaded (edit), or undefined to add one. */
  pin?: ProductPositionOverride;
  context: PinContext;
  /** The product to pin; null lets the user find one. */
  product: Product | null;
  canEditDueToAd: boolean;
  /** Only pins per query or per navigation page (the local pins page): no global choice. */
  localOnly?: boolean;
  /** Set after a 409: what it was, with the actions that resolve it. */
  conflict?: SaveConflict<ComparedPin>;
  /** Opens the pin that is stored already for this product and context. */
  onOpenExisting?: (existing: ComparedPin) => void;
  onClose: () => void;
  onSave: (change: { context: PinContext; pin: ProductPositionOverride }) => Promise<unknown>;
}

export function PinFormModal({
  pin,
  context,
  product,
  canEditDueToAd,
  localOnly = false,
  conflict,
  onOpenExisting,
  onClose,
  onSave,
}: PinFormModalProps) {
  useReturnFocus();
  const { t, i18n } = useLingui();
  const editing = pin !== undefined;
  const form = useForm<PinFormValues>({
    mode: 'controlled',
    initialValues: initialPinValues(context, product, pin),
    validate: validatePinForm,
  });
  useLeaveGuard(form.isDirty());
  const health = usePinHealth(form.values, { context, pin });

  // A conflict is told by the editor, which knows which one it was.
  const { serverError, save, leaveForm, requestClose } = useFormSaving(form, onClose, isPinConflict);
  const submit = form.onSubmit((values) =>
    save(() => onSave({ context: formContext(values), pin: formPin(values, values.product as Product) })),
  );
  const openExisting = (existing: ComparedPin) => leaveForm(() => onOpenExisting?.(existing));
  const loadStored = (current: ComparedPin) => {
    form.setValues(initialPinValues(current.context, form.values.product, current.pin));
    form.clearErrors();
  };
  const duplicateText = (existing: ComparedPin) => {
    const whereExisting = contextLabel(existing.context);
    return t`This product is already pinned (${whereExisting}).`;
  };
  const title = form.values.product?.Title ?? '';
  const where = contextLabel(context);
  const heading = editing ? t`Edit pin ${title}` : title ? t`Pin ${title}` : t`New pin`;

  return (
    <Modal opened onClose={requestClose} title={heading} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          {serverError ? (
            <Alert color="red" variant="light" role="alert" title={t`Error saving pin`}>
              {serverError}
            </Alert>
          ) : null}
          {conflict && !serverError ? (
            <SaveConflictAlert
              title={t`Error saving pin`}
              conflict={conflict}
              duplicateText={duplicateText}
              describe={(stored) => describePin(stored, i18n.locale)}
              onOpenExisting={openExisting}
              onLoadStored={loadStored}
              onSaveAgain={() => void submit()}
              saving={form.submitting}
            />
          ) : null}
          {editing || product ? (
            <ProductSummary product={form.values.product as Product} />
          ) : (
            <ProductPicker
              value={form.values.product}
              onChange={(next) => form.setFieldValue('product', next)}
              error={form.errors.product}
              initialSearch={context.kind === 'query' ? context.query : ''}
            />
          )}
          {editing ? (
            <Text size="sm">
              <Trans>Applies to: {where}</Trans>
            </Text>
          ) : (
            <ContextChoice form={form} localOnly={localOnly} />
          )}
          <NumberInput
            label={t`Position`}
            description={t`1 is the first place of the result list.`}
            min={1}
            // The spec's message tells what is wrong; silently clamping a 0 to 1 would not.
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            withAsterisk
            {...form.getInputProps('position')}
          />
          <Group grow align="flex-start">
            <DateTimeField
              label={t`Start`}
              placeholder={t`Immediately`}
              value={form.values.start}
              onChange={(value) => form.setFieldValue('start', value)}
              error={form.errors.start}
            />
            <DateTimeField
              label={t`End`}
              placeholder={t`Until deleted`}
              value={form.values.end}
              onChange={(value) => form.setFieldValue('end', value)}
              error={form.errors.end}
            />
          </Group>
          <Checkbox
            label={t`Pinned due to an ad`}
            description={
              canEditDueToAd ? undefined : t`Only users allowed to pin products due to ads can change this.`
            }
            disabled={!canEditDueToAd}
            {...form.getInputProps('dueToAd', { type: 'checkbox' })}
          />
          <RuleHealthWarning findings={health.findings} draft={health.draft} id="pin-health-warning" />
          <Group justify="flex-end">
            <Button variant="default" onClick={requestClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={form.submitting}>
              <Trans>Save pin</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function ContextChoice({ form, localOnly }: { form: UseFormReturnType<PinFormValues>; localOnly: boolean }) {
  const { t } = useLingui();
  const kind = form.values.kind;
  return (
    <Stack gap="xs">
      <Radio.Group
        label={t`Applies to`}
        value={kind}
        onChange={(next) => form.setFieldValue('kind', next as PinKind)}
      >
        <Group mt={4}>
          {localOnly ? null : <Radio value="global" label={t`All result lists (global)`} />}
          <Radio value="query" label={t`One query`} />
          <Radio value="navigation" label={t`One navigation page`} />
        </Group>
      </Radio.Group>
      {kind === 'query' ? (
        <QueryField
          required
          value={form.values.query}
          onChange={(v) => form.setFieldValue('query', v)}
          error={form.errors.query}
        />
      ) : null}
      {kind === 'navigation' ? (
        <NavigationFields
          required
          attribute={{
            value: form.values.attribute,
            onChange: (v) => form.setFieldValue('attribute', v),
            error: form.errors.attribute,
          }}
          value={{
            value: form.values.value,
            onChange: (v) => form.setFieldValue('value', v),
            error: form.errors.value,
          }}
        />
      ) : null}
    </Stack>
  );
}
