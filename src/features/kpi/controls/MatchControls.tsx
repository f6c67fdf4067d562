import { useLingui } from '@lingui/react/macro';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { matchTypeLabels, matchTypeNames, type MatchTypeName } from '../model/kpi-types';
import { regexError } from '../model/regex';

interface MatchControlsProps {
  query: string;
  matchType: MatchTypeName;
  onChange: (patch: { matchQuery?: string | undefined; matchType?: MatchTypeName | undefined }) => void;
}

/** The explore view's match text and type; an invalid regular expression is explained, never sent. */
export function MatchControls({ query, matchType, onChange }: MatchControlsProps) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState(query);
  const [type, setType] = useState<MatchTypeName>(matchType);
  useEffect(() => setText(query), [query]);
  useEffect(() => setType(matchType), [matchType]);

  const invalid = type === 'regex' && text !== '' ? regexError(text) : null;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (invalid) return;
    const trimmed = type === 'regex' ? text : text.trim();
    onChange({
      matchQuery: trimmed === '' ? undefined : trimmed,
      matchType: type === 'contains' ? undefined : type,
    });
  };

  return (
    <form onSubmit={submit} role="search" aria-label={t`Match requests`}>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <Select
          label={t`Match type`}
          data={matchTypeNames.map((name) => ({ value: name, label: i18n._(matchTypeLabels[name]) }))}
          value={type}
          onChange={(next) => {
            const chosen = matchTypeNames.find((name) => name === next);
            if (chosen) setType(chosen);
          }}
          allowDeselect={false}
          w={170}
        />
        <TextInput
          label={t`Query`}
          placeholder={type === 'regex' ? t`e.g. ^rain.*jacket$` : t`e.g. jacket`}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={invalid ? t`This is not a valid regular expression: ${invalid}` : undefined}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          w={280}
          styles={{
            input: type === 'regex' ? { fontFamily: 'var(--mantine-font-family-monospace)' } : undefined,
          }}
        />
        <Button type="submit" mt={25} disabled={invalid !== null}>
          {t`Explore`}
        </Button>
      </Group>
    </form>
  );
}
