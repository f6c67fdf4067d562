import type { TagsInputProps } from '@mantine/core';
import { useRef, useState } from 'react';
import { lazyKit, useLazyKit, warm } from './lazy-kit';
import { LightTagsInput, pickLookProps } from './LightTagsInput';

const tagsKit = lazyKit(() => import('./tags-kit'));

/**
 * Mantine's TagsInput with its code (Combobox, Popover, floating-ui: ~30 KB gzip) loaded on first use
 * instead of before the first paint (issue 14). Until the field is first focused a look-alike stands
 * in (LightTagsInput): the tags, removing one, clearing, typing and Enter work there already; on
 * focus the real TagsInput takes over, focused, with what was typed. Pointing at it starts the
 * download. Only the field's focus swaps it in, never a pointer on a tag's remove button, so a click
 * there cannot land mid-swap. Controlled use (`value`, `onChange`) only; no `ref`.
 */
export function LazyTagsInput(props: TagsInputProps) {
  const module = useLazyKit(tagsKit);
  const [reached, setReached] = useState(false);
  const caretPlaced = useRef(false);
  const standInFocused = useRef(false);
  const [localSearch, setLocalSearch] = useState('');
  const search = props.searchValue ?? localSearch;
  const setSearch = (text: string) => {
    setLocalSearch(text);
    props.onSearchChange?.(text);
  };
  const value = props.value ?? [];
  // Enter (and, with acceptValueOnBlur, leaving the field) adds what was typed, as TagsInput does.
  const accept = () => {
    const tag = search.trim();
    if (tag === '' || value.includes(tag)) return;
    props.onChange?.([...value, tag]);
    setSearch('');
  };
  if (module && reached) {
    return (
      <module.TagsInput
        {...props}
        searchValue={search}
        onSearchChange={setSearch}
        ref={(input: HTMLInputElement | null) => {
          // It replaces the focused stand-in: focused, typing on at the end of what was typed.
          if (!input || caretPlaced.current) return;
          caretPlaced.current = true;
          if (!standInFocused.current) return;
          input.focus();
          input.setSelectionRange(input.value.length, input.value.length);
        }}
      />
    );
  }
  return (
    <LightTagsInput
      {...pickLookProps(props)}
      value={value}
      search={search}
      onSearch={setSearch}
      onRemove={(index) => {
        const removed = value[index];
        props.onChange?.(value.filter((_, at) => at !== index));
        if (removed !== undefined) props.onRemove?.(removed);
      }}
      onClear={() => {
        props.onChange?.([]);
        setSearch('');
        props.onClear?.();
      }}
      onAccept={accept}
      onPointerEnter={() => warm(tagsKit)}
      onFocus={() => {
        standInFocused.current = true;
        setReached(true);
        warm(tagsKit);
      }}
      onBlur={() => {
        standInFocused.current = false;
        if (props.acceptValueOnBlur) accept();
      }}
    />
  );
}
