import { Group, Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useLingui } from '@lingui/react/macro';
import { IconCalendar, IconSearch } from '@tabler/icons-react';
import type { JournalRuleType } from '@/journal/entry';
import type { JournalFilter } from './journal-filter';
import { ruleTypeTitles } from '@/journal/describe';

export interface JournalFiltersProps {
  filter: JournalFilter;
  onChange: (filter: JournalFilter) => void;
}

export function JournalFilters({ filter, onChange }: JournalFiltersProps) {
  const { t, i18n } = useLingui();
  const types = Object.entries(ruleTypeTitles).map(([value, title]) => ({ value, label: i18n._(title) }));
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t`Rule type`}
        placeholder={t`All types`}
        data={types}
        value={filter.ruleType}
        onChange={(value) => onChange({ ...filter, ruleType: value as JournalRuleType | null })}
        clearable
        w={{ base: '100%', xs: 240 }}
      />
      <TextInput
        label={t`Search`}
        placeholder={t`Query, name, product or value`}
        value={filter.query}
        onChange={(event) => onChange({ ...filter, query: event.currentTarget.value })}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        w={{ base: '100%', xs: 260 }}
      />
      <DatePickerInput
        type="range"
        label={t`Date range`}
        placeholder={t`Any day`}
        value={[filter.from, filter.to]}
        onChange={([from, to]) => onChange({ ...filter, from, to })}
        valueFormat="YYYY-MM-DD"
        labelSeparator="–"
        locale={i18n.locale}
        firstDayOfWeek={1}
        allowSingleDateInRange
        clearable
        leftSection={<IconCalendar size={16} aria-hidden="true" />}
        w={{ base: '100%', xs: 260 }}
      />
    </Group>
  );
}
