/**
 * Links from data (redirect targets, product URLs) are rendered only when they are an absolute
 * http(s) URL or a path on this site: never `javascript:`, `data:`, `//host` or `/\host`.
 */
export function isSafeLinkTarget(value: string | null | undefined): boolean {
  if (!value) return false;
  const text = value.trim();
  // eslint-disable-next-line no-control-regex -- control characters hide schemes from naive checks
  if (text !== value || /[\u0000-\u001f\u007f\s\\]/.test(text)) return false;
  if (text.startsWith('/')) return !text.startsWith('//');
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The href to render, or undefined when the value must be shown as plain text. */
export function safeHref(value: string | null | undefined): string | undefined {
  return isSafeLinkTarget(value) ? (value as string) : undefined;
}
