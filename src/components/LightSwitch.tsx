import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { useId, type ChangeEvent, type ReactNode } from 'react';

/**
 * Mantine's Switch (default size and colour, label on the right) as the plain markup it renders,
 * with Mantine's own class names and stylesheets, and without its code (Switch, InlineInput,
 * style resolution: ~2.5 KB gzip before the first paint of a page that shows one, issue 14). It is
 * a real <input type="checkbox" role="switch"> in a <label>, so pointer, keyboard and screen
 * readers use it as they use Mantine's; LightSwitch.test.tsx checks the markup stays Mantine's.
 */
export function LightSwitch({
  label,
  description,
  checked,
  onChange,
  disabled,
}: {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div
      className="m_5f93f3bb mantine-Switch-root m_5f75b09e mantine-Switch-root"
      data-label-position="right"
      data-checked={checked}
    >
      <label className="m_5f6e695e mantine-Switch-body" htmlFor={id}>
        <input
          disabled={disabled}
          data-checked={checked}
          id={id}
          role="switch"
          aria-describedby={descriptionId}
          className="m_926b4011 mantine-Switch-input"
          type="checkbox"
          checked={checked}
          onChange={onChange}
        />
        <span
          className="m_9307d992 mantine-Switch-track"
          data-label-position="right"
          data-without-labels="true"
          aria-hidden="true"
        >
          <span
            className="m_93039a1d mantine-Switch-thumb"
            data-reduce-motion="true"
            data-with-thumb-indicator="true"
          />
          <span className="m_8277e082 mantine-Switch-trackLabel" />
        </span>
        <div className="m_d3ea56bb mantine-Switch-labelWrapper" data-disabled={disabled || undefined}>
          <span className="m_8ee546b8 mantine-Switch-label" data-disabled={disabled || undefined}>
            {label}
          </span>
          {description ? (
            <p
              className="m_328f68c0 mantine-Switch-description m_fe47ce59 mantine-InputWrapper-description"
              id={descriptionId}
            >
              {description}
            </p>
          ) : null}
        </div>
      </label>
    </div>
  );
}
