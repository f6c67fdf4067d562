import '@mantine/core/styles/Avatar.css';
import { useState, type CSSProperties, type ReactNode } from 'react';

/**
 * Mantine's Avatar (default variant, a theme colour, a named radius) as the plain markup it renders,
 * with Mantine's class names and stylesheet, without its code (Avatar, its group and placeholder
 * icon: ~1.3 KB gzip in the shell every page downloads first, issue 14). Shows `children` (the
 * initials) until `src` is given and when the image fails. LightAvatar.test.tsx checks the markup.
 */
export function LightAvatar({
  src,
  alt,
  size,
  radius,
  color,
  children,
  'data-testid': testId,
}: {
  src: string | null;
  alt: string;
  /** In pixels. */
  size: number;
  radius: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  color: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const style = {
    '--avatar-size': `calc(${size / 16}rem * var(--mantine-scale))`,
    '--avatar-radius': `var(--mantine-radius-${radius})`,
    '--avatar-bg': `var(--mantine-color-${color}-light)`,
    '--avatar-color': `var(--mantine-color-${color}-light-color)`,
    '--avatar-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  } as CSSProperties;
  return (
    <div style={style} className="m_f85678b6 mantine-Avatar-root" data-testid={testId}>
      {src && failed !== src ? (
        <img className="m_11f8ac07 mantine-Avatar-image" alt={alt} src={src} onError={() => setFailed(src)} />
      ) : (
        <span className="m_104cd71f mantine-Avatar-placeholder" title={alt}>
          {children}
        </span>
      )}
    </div>
  );
}
