import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Group } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { LazySelect } from '@/components/lazy/LazySelect';
import { topCounts } from './pulse-search';

// The query and navigation fields suggest as the user types (Mantine's Autocomplete and Select,
// floating-ui): their code loads with the per-query and per-navigation views, not before the
// first paint of the page, whose default view is the global ranking (issue 14).
const QueryField = lazy(() => import('./ContextFields').then((module) => ({ default: module.QueryField })));
const NavigationFields = lazy(() =>
  import('./ContextFields').then((module) => ({ default: module.NavigationFields })),
);

/** The height of a labelled field, held while its code loads. */
const FieldSpace = () => <Box h={59} />;

export function TopControl({ top, onChange }: { top: number; onChange: (top: number) => void }) {
  const { t } = useLingui();
  return (
    <LazySelect
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
          <Suspense fallback={<FieldSpace />}>
            <QueryField
              label={t`Query`}
              value={draft}
              onChange={setDraft}
              onSubmitOption={(option) => onChange(option)}
            />
          </Suspense>
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
      <Suspense fallback={<FieldSpace />}>
        <NavigationFields
          attribute={{ value: draftAttribute, onChange: setDraftAttribute }}
          value={{
            value: draftAttribute === attribute ? value : '',
            onChange: (next) => {
              if (next) onChange({ attribute: draftAttribute.trim(), value: next });
            },
          }}
        />
      </Suspense>
    </div>
  );
}
