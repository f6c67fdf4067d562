import type { ComboboxData, SelectProps } from '@mantine/core';
import { lazyKit } from './lazy-kit';
import { LightSelect } from './LightSelect';
import { useLazyIntent } from './use-lazy-intent';

const selectKit = lazyKit(() => import('./select-kit'));

/** The label Mantine's Select shows for `value` (plain strings, items and groups of items). */
export function optionLabel(data: ComboboxData | undefined, value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const entries: readonly unknown[] = data ?? [];
  for (const entry of entries) {
    if (typeof entry === 'string') {
      if (entry === value) return entry;
    } else if (entry && typeof entry === 'object' && 'items' in entry && Array.isArray(entry.items)) {
      const found = optionLabel(entry.items as ComboboxData, value);
      if (found !== '') return found;
    } else if (entry && typeof entry === 'object' && 'value' in entry && entry.value === value) {
      return 'label' in entry && typeof entry.label === 'string' ? entry.label : value;
    }
  }
  return '';
}

/**
 * Mantine's Select with its code (Combobox, Popover, floating-ui: ~25 KB gzip with a page's first
 * Select) loaded on first use instead of before the first paint (issue 14). Until then a look-alike
 * closed field stands in (LightSelect); focusing, clicking or an opening key swap in the real
 * Select, focused and (click, key) open. Controlled use (`value`) only: the field shows its label.
 */
export function LazySelect(props: SelectProps) {
  const { module, intent, handlers } = useLazyIntent(selectKit);
  if (module) {
    return (
      <module.Select
        {...props}
        autoFocus={props.autoFocus || intent.focus || intent.open}
        defaultDropdownOpened={props.defaultDropdownOpened || intent.open}
      />
    );
  }
  const {
    label,
    description,
    error,
    placeholder,
    size,
    w,
    disabled,
    required,
    withAsterisk,
    leftSection,
    maw,
    miw,
    flex,
    mt,
    style,
    className,
  } = props;
  const shown = optionLabel(props.data, props.value);
  return (
    <LightSelect
      {...{
        label,
        description,
        error,
        placeholder,
        w,
        disabled,
        required,
        withAsterisk,
        leftSection,
        maw,
        miw,
        flex,
        mt,
        style,
        className,
      }}
      size={size}
      aria-label={props['aria-label']}
      value={shown}
      {...handlers}
    />
  );
}
