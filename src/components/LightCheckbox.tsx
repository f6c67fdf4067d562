import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { useEffect, useId, useRef, type ChangeEvent, type ReactNode } from 'react';

/**
 * Mantine's Checkbox (filled, default size, the theme's indigo, label on the right) as the plain
 * markup it renders, with Mantine's class names and stylesheets, without its code (Checkbox,
 * InlineInput: ~3 KB gzip before the first paint of a list with "Select all shown", issue 14).
 * A real <input type="checkbox"> (indeterminate included) with its <label>; LightCheckbox.test.tsx
 * checks the markup stays Mantine's.
 */
export function LightCheckbox({
  label,
  checked,
  indeterminate = false,
  disabled,
  onChange,
}: {
  label: ReactNode;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // As Mantine does: the property for assistive technology, the attribute for the stylesheet.
  useEffect(() => {
    if (!input.current) return;
    input.current.indeterminate = indeterminate;
    if (indeterminate) input.current.setAttribute('data-indeterminate', 'true');
    else input.current.removeAttribute('data-indeterminate');
  }, [indeterminate]);
  return (
    <div
      style={
        {
          '--checkbox-radius': 'var(--mantine-radius-sm)',
          '--checkbox-color': 'var(--mantine-color-indigo-filled)',
        } as React.CSSProperties
      }
      className="m_bf2d988c mantine-Checkbox-root m_5f75b09e mantine-Checkbox-root"
      data-variant="filled"
      data-label-position="right"
      data-checked={checked || undefined}
    >
      <div className="m_5f6e695e mantine-Checkbox-body">
        <div className="m_26062bec mantine-Checkbox-inner" data-label-position="right">
          <input
            ref={input}
            className="mantine-focus-auto m_26063560 mantine-Checkbox-input"
            data-with-error-styles="true"
            id={id}
            disabled={disabled}
            type="checkbox"
            checked={checked}
            onChange={onChange}
          />
          {indeterminate ? (
            <svg
              xmlns="http://www.w3.org/2000/svg"
              fill="none"
              viewBox="0 0 32 6"
              aria-hidden="true"
              className="m_bf295423 mantine-Checkbox-icon"
            >
              <rect width="32" height="6" fill="currentColor" rx="3" />
            </svg>
          ) : (
            <svg
              viewBox="0 0 10 7"
              fill="none"
              xmlns="http://www.w3.org/2000/svg"
              aria-hidden="true"
              className="m_bf295423 mantine-Checkbox-icon"
            >
              <path
                d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
                fill="currentColor"
                fillRule="evenodd"
                clipRule="evenodd"
              />
            </svg>
          )}
        </div>
        <div className="m_d3ea56bb mantine-Checkbox-labelWrapper" data-disabled={disabled || undefined}>
          <label
            className="m_8ee546b8 mantine-Checkbox-label"
            htmlFor={id}
            data-disabled={disabled || undefined}
          >
            {label}
          </label>
        </div>
      </div>
    </div>
  );
}
