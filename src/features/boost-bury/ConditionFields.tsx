import { useLingui } from '@lingui/react/macro';
import { Fieldset, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { AttributeValueType, CompareMode, type AttributeInfo } from '@/api/generated/model';
import { conditionAttributes, withAttribute, type BoostFormValues } from './boost-form';
import { ConditionValueInput } from './ConditionValueInput';
import { boundsHints, compareModeLabels, valueTypeLabels } from './labels';
import { isBetweenMode, type FormValue } from './rule-values';

interface Props {
  form: UseFormReturnType<BoostFormValues>;
  attributes: AttributeInfo[];
  attributesLoading: boolean;
}

const modes = Object.values(CompareMode);

/** Which products the rule applies to: attribute, comparison and the value(s) it compares with. */
export function ConditionFields({ form, attributes, attributesLoading }: Props) {
  const { t, i18n } = useLingui();
  const values = form.getValues();
  const usable = conditionAttributes(attributes);
  const byName = new Map(attributes.map((a) => [a.Name, a]));
  const selected = byName.get(values.attribute);
  // A stored rule may name an attribute the catalogue no longer offers; keep it visible (validation says why).
  const options = usable.map((a) => ({ value: a.Name, label: a.Name }));
  if (values.attribute !== '' && !usable.some((a) => a.Name === values.attribute)) {
    options.push({ value: values.attribute, label: values.attribute });
  }
  const modeOptions = modes
    .filter((mode) => values.valueType !== AttributeValueType.Boolean || mode === CompareMode.Equal)
    .map((mode) => ({ value: mode, label: i18n._(compareModeLabels[mode]) }));
  const between = isBetweenMode(values.mode);
  const valueField = (path: 'compareTo' | 'lower' | 'upper') => ({
    type: values.valueType,
    value: values[path],
    onChange: (value: FormValue) => form.setFieldValue(path, value),
    error: typeof form.errors[path] === 'string' ? form.errors[path] : undefined,
  });
  const hint = boundsHints[values.mode];

  return (
    <Fieldset legend={t`Condition`}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t`Attribute`}
            placeholder={attributesLoading ? t`Loading attributes…` : t`Choose an attribute`}
            description={
              selected
                ? `${i18n._(valueTypeLabels[selected.Type])}${selected.Description ? ` · ${selected.Description}` : ''}`
                : undefined
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            withAsterisk
            searchable
            nothingFoundMessage={t`No attribute matches`}
            data={options}
            disabled={attributesLoading}
            renderOption={({ option }) => {
              const info = byName.get(option.value);
              return (
                <div>
                  <Text size="sm">{option.label}</Text>
                  {info ? (
                    <Text size="xs" c="dimmed">
                      {i18n._(valueTypeLabels[info.Type])}
                      {info.Description ? ` · ${info.Description}` : ''}
                    </Text>
                  ) : null}
                </div>
              );
            }}
            value={values.attribute || null}
            error={form.errors.attribute}
            onChange={(name) => {
              const info = name ? byName.get(name) : undefined;
              if (!info) return;
              form.setValues(withAttribute(form.getValues(), info.Name, info.Type));
              form.clearFieldError('attribute');
            }}
            // Focused when the dialog opens: a list that opened with it would take the first Escape,
            // which must close the dialog.
            data-autofocus
            openOnFocus={false}
          />
          <Select<CompareMode>
            label={t`Comparison`}
            withAsterisk
            allowDeselect={false}
            data={modeOptions}
            {...form.getInputProps('mode')}
          />
        </SimpleGrid>
        {between ? (
          <Stack gap={4}>
            <Group grow align="flex-start">
              <ConditionValueInput label={t`Lower bound`} {...valueField('lower')} />
              <ConditionValueInput label={t`Upper bound`} {...valueField('upper')} />
            </Group>
            {hint ? (
              <Text size="xs" c="dimmed">
                {i18n._(hint)}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <ConditionValueInput label={t`Value`} {...valueField('compareTo')} />
        )}
      </Stack>
    </Fieldset>
  );
}
