import { useCallback, useState } from 'react';

// Dismissals last for the browser session only; local storage holds nothing but spec §9's three flags.
const storageKey = (scopeKey: string) => `engine-portal.dismissedSuggestions.${scopeKey}`;

function read(key: string): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** The suggestions the user dismissed in this session, per scope. */
export function useDismissedSuggestions(scopeKey: string) {
  const key = storageKey(scopeKey);
  const [state, setState] = useState(() => ({ key, items: read(key) }));
  // A scope change reads that scope's dismissals (state derived during render, no effect needed).
  const items = state.key === key ? state.items : read(key);
  if (state.key !== key) setState({ key, items });

  const write = useCallback(
    (next: string[]) => {
      try {
        sessionStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the dismissal still holds until the page reloads.
      }
      setState({ key, items: next });
    },
    [key],
  );
  const dismiss = useCallback((item: string) => write([...new Set([...items, item])]), [items, write]);
  const restoreAll = useCallback(() => write([]), [write]);
  return { dismissed: items, dismiss, restoreAll };
}
