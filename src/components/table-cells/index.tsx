import type { ChangeEvent, ComponentPropsWithRef, CSSProperties, ReactNode } from 'react';
import classes from './table-cells.module.css';

/**
 * Cell content for the virtualised tables (src/components/VirtualTable.tsx): plain elements with
 * Mantine's look. Every visible row re-renders on a keystroke in a list's filter, and these cost a
 * fraction of the Mantine components they stand for (the list budgets of `npm run bench`).
 */

type Tone = 'gray' | 'orange' | 'red';

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** One line of text, cut with an ellipsis when the column is narrow. */
export function CellText({
  children,
  strong,
  mono,
  dimmed,
  title,
}: {
  children: ReactNode;
  strong?: boolean;
  mono?: boolean;
  dimmed?: boolean;
  title?: string;
}) {
  return (
    <span
      className={join(classes.text, strong && classes.strong, mono && classes.mono, dimmed && classes.dimmed)}
      title={title}
    >
      {children}
    </span>
  );
}

/** Items side by side on one line; what does not fit is cut off. */
export function CellRow({ children }: { children: ReactNode }) {
  return <div className={classes.row}>{children}</div>;
}

/** A small rounded label (Mantine's light Badge). Other span props (a tooltip's ref and handlers, tabIndex) pass through. */
export function CellChip({
  children,
  tone = 'gray',
  ...rest
}: { children: ReactNode; tone?: Tone } & ComponentPropsWithRef<'span'>) {
  return (
    <span {...rest} className={classes.chip} data-tone={tone}>
      {children}
    </span>
  );
}

/** The icons rows can show (table-cells.module.css). */
export type CellIconName = 'edit' | 'trash' | 'external-link' | 'alert-triangle';

/** A decorative icon in the text colour, `size` px square. */
export function CellIcon({ name, size = 18 }: { name: CellIconName; size?: number }) {
  return (
    <span
      aria-hidden="true"
      className={classes.icon}
      data-icon={name}
      style={size === 18 ? undefined : ({ '--cell-icon-size': `${size}px` } as CSSProperties)}
    />
  );
}

/** An icon-only button (Mantine's subtle ActionIcon); `label` is its accessible name. */
export function CellIconButton({
  label,
  title,
  tone,
  onClick,
  icon,
}: {
  label: string;
  title?: string;
  tone?: 'red';
  onClick: () => void;
  icon: CellIconName;
}) {
  return (
    <button
      type="button"
      className={classes.iconButton}
      data-tone={tone}
      aria-label={label}
      title={title}
      onClick={onClick}
    >
      <CellIcon name={icon} />
    </button>
  );
}

/** A row's checkbox; `label` is its accessible name. */
export function CellCheckbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      className={classes.checkbox}
      aria-label={label}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

/** An on/off switch with its state written beside it; `label` is its accessible name. */
export function CellSwitch({
  label,
  checked,
  disabled,
  onChange,
  text,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  text: ReactNode;
}) {
  return (
    <label className={classes.switch}>
      <input
        type="checkbox"
        role="switch"
        className={classes.switchInput}
        aria-label={label}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
      />
      <span className={classes.track} aria-hidden="true" />
      {text}
    </label>
  );
}

/**
 * A link that opens in a new tab, with an icon. `newTabHintId` names the element that tells screen
 * readers so (one per table, not one per row). `href` must already be checked (src/lib/safe-url.ts):
 * this component renders whatever it is given.
 */
export function CellExternalLink({
  href,
  children,
  newTabHintId,
}: {
  href: string;
  children: ReactNode;
  newTabHintId: string;
}) {
  return (
    <a
      className={classes.link}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      title={href}
      aria-describedby={newTabHintId}
    >
      <span className={classes.text}>{children}</span>
      <CellIcon name="external-link" size={14} />
    </a>
  );
}
