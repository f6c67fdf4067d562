import { Input, Pill, PillsInput, type TagsInputProps } from '@mantine/core';
import type { ChangeEvent, FocusEvent, KeyboardEvent, PointerEvent } from 'react';

/** The props that only shape the field's look and label: the stand-in takes them as the real one does. */
const lookKeys = [
  'label',
  'description',
  'error',
  'placeholder',
  'withAsterisk',
  'required',
  'disabled',
  'size',
  'w',
  'maw',
  'miw',
  'flex',
  'mt',
  'style',
  'className',
  'clearable',
  'aria-label',
] as const satisfies readonly (keyof TagsInputProps)[];

type LookProps = Pick<TagsInputProps, (typeof lookKeys)[number]>;

/** The look props of a TagsInput's props, for the stand-in. */
export function pickLookProps(props: TagsInputProps): LookProps {
  const look: Record<string, unknown> = {};
  for (const key of lookKeys) if (props[key] !== undefined) look[key] = props[key];
  return look as LookProps;
}

interface LightTagsInputProps extends LookProps {
  value: string[];
  search: string;
  onSearch: (text: string) => void;
  onRemove: (index: number) => void;
  onClear: () => void;
  onAccept: () => void;
  onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
  onFocus: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
}

/**
 * Mantine's TagsInput drawn without its code (Combobox, Popover, floating-ui): the same PillsInput,
 * pills, field and clear button, so nothing moves when the real one replaces it on first focus
 * (LazyTagsInput.tsx). Removing a tag, clearing, typing and Enter work here already.
 */
export function LightTagsInput({
  value,
  search,
  onSearch,
  onRemove,
  onClear,
  onAccept,
  onPointerEnter,
  onFocus,
  onBlur,
  clearable,
  disabled,
  size,
  ...props
}: LightTagsInputProps) {
  const clearButton = (
    <Input.ClearButton
      tabIndex={-1}
      aria-hidden
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClear}
    />
  );
  // The clear section as TagsInput passes it to PillsInput (Mantine's internal props, not typed).
  const clearSection = {
    __clearSection: clearButton,
    __clearable: Boolean(clearable) && value.length > 0 && !disabled,
  } as object;
  return (
    <PillsInput size={size} disabled={disabled} onPointerEnter={onPointerEnter} {...props} {...clearSection}>
      <Pill.Group disabled={disabled}>
        {value.map((item, index) => (
          <Pill
            key={`${item}-${index}`}
            withRemoveButton
            onRemove={() => onRemove(index)}
            disabled={disabled}
          >
            {item}
          </Pill>
        ))}
        <PillsInput.Field
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded={false}
          autoComplete="off"
          value={search}
          placeholder={props.placeholder}
          disabled={disabled}
          aria-label={props['aria-label']}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onSearch(event.currentTarget.value)}
          onFocus={onFocus}
          onBlur={onBlur}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            onAccept();
          }}
        />
      </Pill.Group>
    </PillsInput>
  );
}
