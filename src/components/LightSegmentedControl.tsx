import '@mantine/core/styles/SegmentedControl.css';
import { useId, type CSSProperties } from 'react';
import themeClasses from '@/app/theme.module.css';

export interface LightSegment<V extends string> {
  value: V;
  label: string;
}

/**
 * Mantine's SegmentedControl (default size, radius and colour, with the theme's wrapping root) as
 * the plain markup it renders, with Mantine's class names and stylesheet, without its code
 * (SegmentedControl and FloatingIndicator: ~2.5 KB gzip before the first paint of the KPI pages
 * and the redirects, issue 14; the indicator also measured the options on mount).
 * The chosen option is drawn by the stylesheet's own pre-measurement look (the active label's
 * ::before, what Mantine shows until its indicator has measured): the same place and colours, but
 * it moves without Mantine's slide. Real radio buttons sharing a name in a role="radiogroup", so
 * keyboard use is the browser's, as in Mantine: Tab onto the chosen option, arrows move and choose.
 * LightSegmentedControl.test.tsx checks the markup stays Mantine's.
 *
 * The page kit (scripts/vite/page-kit-chunk.mjs) puts it, with Mantine's stylesheet, into the chunk
 * every page loads first (the KPI pages are more than ten): ~1.7 KB gzip on pages that do not draw
 * it, until the kit excludes it as it excludes Mantine's SegmentedControl.
 */
export function LightSegmentedControl<V extends string>({
  label,
  value,
  onChange,
  data,
  fullWidth = false,
  size,
}: {
  /** The group's accessible name. */
  label: string;
  value: V;
  onChange: (value: V) => void;
  data: readonly LightSegment<V>[];
  /** As Mantine's display="flex": the options share the whole width. */
  fullWidth?: boolean;
  /** Mantine's size="xs" (the default is sm). */
  size?: 'xs';
}) {
  const name = useId();
  const style: CSSProperties & Record<`--${string}`, string> = { '--sc-shadow': 'var(--mantine-shadow-xs)' };
  if (size) {
    style['--sc-padding'] = `var(--sc-padding-${size})`;
    style['--sc-font-size'] = `var(--mantine-font-size-${size})`;
  }
  if (fullWidth) style.display = 'flex';
  return (
    <div
      style={style}
      className={`${themeClasses.segmentedRoot} m_cf365364 mantine-SegmentedControl-root`}
      data-size={size}
      data-with-items-borders="true"
      aria-label={label}
      role="radiogroup"
    >
      {data.map((item) => {
        const active = item.value === value;
        const id = `${name}-${item.value}`;
        return (
          <div
            key={item.value}
            className="m_69686b9b mantine-SegmentedControl-control"
            data-active={active || undefined}
          >
            <input
              className="m_1714d588 mantine-SegmentedControl-input"
              id={id}
              data-focus-ring="auto"
              type="radio"
              value={item.value}
              checked={active}
              name={name}
              onChange={() => onChange(item.value)}
            />
            <label
              className="m_1738fcb2 mantine-SegmentedControl-label"
              data-active={active || undefined}
              htmlFor={id}
            >
              <span className="m_78882f40 mantine-SegmentedControl-innerLabel">{item.label}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
