import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { NavigationFields, QueryField } from './ContextFields';
import { topCounts } from './pulse-search';

export function TopControl({ top, onChange }: { top: number; onChange: (top: number) => void }) {
  const { t } = useLingui();
  return (
    <Select
      label={t`Show the top`}
      data={topCounts.map((n) => ({ value: String(n), label: t`${n} products` }))}
      value={String(top)}
      onChange={(next) => next && onChange(Number(next))}
      allowDeselect={false}
      w={200}
    />
  );
}

/** The query of the per-query ranking: typed or picked from the request aliases, applied on submit. */
export function QueryControl({ query, onChange }: { query: string; onChange: (query: string) => void }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(query);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (draft.trim()) onChange(draft.trim());
      }}
    >
      <Group align="flex-end">
        <div style={{ width: 340 }}>
          <QueryField
            label={t`Query`}
            value={draft}
            onChange={setDraft}
            onSubmitOption={(option) => onChange(option)}
          />
        </div>
        <Button type="submit" variant="light" disabled={draft.trim() === ''}>
          <Trans>Show ranking</Trans>
        </Button>
      </Group>
    </form>
  );
}

/** The navigation page of the per-navigation ranking: applied once a value is chosen. */
export function NavigationControl({
  attribute,
  value,
  onChange,
}: {
  attribute: string;
  value: string;
  onChange: (next: { attribute: string; value: string }) => void;
}) {
  const [draftAttribute, setDraftAttribute] = useState(attribute);
  return (
    <div style={{ maxWidth: 560 }}>
      <NavigationFields
        attribute={{ value: draftAttribute, onChange: setDraftAttribute }}
        value={{
          value: draftAttribute === attribute ? value : '',
          onChange: (next) => {
            if (next) onChange({ attribute: draftAttribute.trim(), value: next });
          },
        }}
      />
    </div>
  );
}
