import { useLingui } from '@lingui/react/macro';
import { NumberInput, TextInput } from '@mantine/core';
import { AttributeValueType } from '@/api/generated/model';
import { DateTimeField } from '@/components/DateTimeField';
import { ChoiceGroup } from './ChoiceGroup';
import type { FormValue } from './rule-values';

interface Props {
  type: AttributeValueType;
  label: string;
  value: FormValue;
  onChange: (value: FormValue) => void;
  error?: string;
  description?: string;
}

/** The comparison input for the attribute's value type: text, yes/no, number or date-time (UTC). */
export function ConditionValueInput({ type, label, value, onChange, error, description }: Props) {
  const { t, i18n } = useLingui();
  const common = { label, error, description, withAsterisk: true };

  if (type === AttributeValueType.Boolean) {
    return (
      <ChoiceGroup
        label={label}
        value={String(value)}
        onChange={onChange}
        error={error}
        choices={[
          { value: 'true', label: t`Yes` },
          { value: 'false', label: t`No` },
        ]}
      />
    );
  }
  if (type === AttributeValueType.Double) {
    const german = i18n.locale === 'de';
    return (
      <NumberInput
        {...common}
        value={value}
        onChange={onChange}
        decimalSeparator={german ? ',' : '.'}
        thousandSeparator={false}
        allowedDecimalSeparators={german ? [',', '.'] : ['.']}
        hideControls
      />
    );
  }
  if (type === AttributeValueType.DateTime) {
    return (
      // Rules are evaluated in UTC, so the picker's value is meant as UTC (see rule-values.ts).
      <DateTimeField
        {...common}
        description={description ?? t`Time in UTC`}
        value={value === '' ? null : String(value)}
        onChange={(next) => onChange(next ?? '')}
        placeholder={t`Pick date and time`}
        firstDayOfWeek={1}
      />
    );
  }
  return (
    <TextInput {...common} value={String(value)} onChange={(event) => onChange(event.currentTarget.value)} />
  );
}
