import { useLingui } from '@lingui/react/macro';
import { Fieldset, Select, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { AttributeInfo } from '@/api/generated/model';
import { amountAttributes, type AmountKind, type BoostFormValues } from './boost-form';
import { directions, strengths, type Direction, type Strength } from './boost-value';
import { directionLabels, strengthLabels } from './labels';
import { ChoiceGroup } from './ChoiceGroup';

interface Props {
  form: UseFormReturnType<BoostFormValues>;
  attributes: AttributeInfo[];
  attributesLoading: boolean;
}

/** How the rule moves matching products: direction, and a fixed strength or an attribute's value. */
export function AmountFields({ form, attributes, attributesLoading }: Props) {
  const { t, i18n } = useLingui();
  const values = form.getValues();
  const sources = amountAttributes(attributes).map((a) => ({ value: a.Name, label: a.Name }));
  if (values.amountAttribute !== '' && !sources.some((s) => s.value === values.amountAttribute)) {
    sources.push({ value: values.amountAttribute, label: values.amountAttribute });
  }
  const noEffect = values.amountKind === 'fixed' && values.strength === 'none';

  return (
    <Fieldset legend={t`Effect`}>
      <Stack gap="sm">
        <ChoiceGroup
          label={t`Direction`}
          value={values.direction}
          onChange={(value) => form.setFieldValue('direction', value as Direction)}
          disabled={noEffect}
          description={
            noEffect ? t`A rule of strength none keeps its place but does not move products.` : undefined
          }
          choices={directions.map((direction) => ({
            value: direction,
            label: (
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
                {i18n._(directionLabels[direction])}
                {direction === 'boost' ? (
                  <IconArrowUp size={14} aria-hidden />
                ) : (
                  <IconArrowDown size={14} aria-hidden />
                )}
              </span>
            ),
          }))}
        />
        <ChoiceGroup
          label={t`Amount`}
          value={values.amountKind}
          onChange={(value) => form.setFieldValue('amountKind', value as AmountKind)}
          choices={[
            { value: 'fixed', label: t`Fixed strength` },
            { value: 'attribute', label: t`From an attribute` },
          ]}
        />
        {values.amountKind === 'fixed' ? (
          <ChoiceGroup
            label={t`Strength`}
            value={values.strength}
            onChange={(value) => {
              form.setFieldValue('strength', value as Strength);
              form.clearFieldError('strength');
            }}
            error={typeof form.errors.strength === 'string' ? form.errors.strength : undefined}
            choices={strengths.map((strength) => ({
              value: strength,
              label: i18n._(strengthLabels[strength]),
            }))}
          />
        ) : (
          <Select
            label={t`Amount attribute`}
            description={t`Each product is moved by its own value of this number attribute.`}
            placeholder={attributesLoading ? t`Loading attributes…` : t`Choose an attribute`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            withAsterisk
            searchable
            nothingFoundMessage={t`No attribute matches`}
            disabled={attributesLoading}
            data={sources}
            {...form.getInputProps('amountAttribute')}
            value={values.amountAttribute || null}
            onChange={(name) => form.setFieldValue('amountAttribute', name ?? '')}
          />
        )}
      </Stack>
    </Fieldset>
  );
}
