import { useLingui } from '@lingui/react/macro';
import { ComboboxChevron, Pill, PillsInput } from '@mantine/core';
import { lazyKit } from '@/components/lazy/lazy-kit';
import { useLazyIntent } from '@/components/lazy/use-lazy-intent';

const splitKit = lazyKit(() => import('./split-kit'));

/**
 * A/B splits to restrict the KPIs to; the scope's splits come from ScopeInfo/GetAvailableSplits.
 * Drawn as Mantine draws a closed MultiSelect until its code is wanted (issue 14); pointing at it
 * starts the download, a click or key opens the real one.
 */
export function SplitControl({
  available,
  value,
  onChange,
}: {
  available: string[];
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const { t } = useLingui();
  const { module, intent, handlers } = useLazyIntent(splitKit);
  if (available.length === 0) return null;
  if (module)
    return <module.SplitSelect available={available} value={value} onChange={onChange} intent={intent} />;
  return (
    <PillsInput
      label={t`A/B splits`}
      w={240}
      pointer
      rightSection={<ComboboxChevron />}
      rightSectionPointerEvents="none"
      onPointerEnter={handlers.onPointerEnter}
      onPointerDown={handlers.onPointerDown}
    >
      <Pill.Group>
        {value.map((split) => (
          <Pill
            key={split}
            withRemoveButton
            onRemove={() => onChange(value.filter((other) => other !== split))}
          >
            {split}
          </Pill>
        ))}
        <PillsInput.Field
          readOnly
          pointer
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded={false}
          autoComplete="off"
          placeholder={value.length === 0 ? t`All sessions` : undefined}
          type={value.length === 0 ? 'visible' : 'hidden'}
          onFocus={handlers.onFocus}
          onBlur={handlers.onBlur}
          onKeyDown={handlers.onKeyDown}
        />
      </Pill.Group>
    </PillsInput>
  );
}
