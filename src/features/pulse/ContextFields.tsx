import { useLingui } from '@lingui/react/macro';
import { Autocomplete, Group, Select } from '@mantine/core';
import { useNavigationAttributes, useNavigationValues, useRequestAliases } from './use-pulse-lookups';

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
}

/** A search query, with the scope's request aliases as suggestions. */
export function QueryField({
  value,
  onChange,
  error,
  label,
  onSubmitOption,
  required = false,
}: FieldProps & { label?: string; onSubmitOption?: (value: string) => void; required?: boolean }) {
  const { t } = useLingui();
  const aliases = useRequestAliases();
  return (
    <Autocomplete
      label={label ?? t`Query`}
      placeholder={t`Type or choose a query`}
      data={aliases.data ?? []}
      limit={30}
      value={value}
      onChange={onChange}
      onOptionSubmit={onSubmitOption}
      error={error}
      withAsterisk={required}
    />
  );
}

interface NavigationFieldsProps {
  attribute: FieldProps;
  value: FieldProps;
  required?: boolean;
}

/** A navigation page: an attribute, and one of its values (Pulse/GetPinNavigationValues). */
export function NavigationFields({ attribute, value, required = false }: NavigationFieldsProps) {
  const { t } = useLingui();
  const attributes = useNavigationAttributes();
  const values = useNavigationValues(attribute.value);
  // The chosen value stays selectable while the values load or when it left the catalogue.
  const options = [...new Set([...(values.data ?? []), ...(value.value ? [value.value] : [])])];
  return (
    <Group grow align="flex-start">
      <Autocomplete
        label={t`Navigation attribute`}
        placeholder={t`Attribute name`}
        data={attributes}
        value={attribute.value}
        onChange={(next) => {
          attribute.onChange(next);
          if (next !== attribute.value) value.onChange('');
        }}
        error={attribute.error}
        withAsterisk={required}
      />
      <Select
        label={t`Navigation value`}
        placeholder={attribute.value.trim() ? t`Choose a value` : t`Choose an attribute first`}
        data={options}
        value={value.value || null}
        onChange={(next) => value.onChange(next ?? '')}
        searchable
        disabled={attribute.value.trim() === ''}
        nothingFoundMessage={values.isFetching ? t`Loading...` : t`No values for this attribute`}
        error={value.error}
        withAsterisk={required}
      />
    </Group>
  );
}
