import { useState } from 'react';

/**
 * What a lazily loaded control's stand-in button remembers until the control's code has arrived:
 * whether it was pressed (the control then opens as it takes over) and whether it has the focus (the
 * control's button then takes it over). Focus and press also start the download (`warm`).
 */
export function useLazyTrigger(warm: () => void, before: { requested?: boolean; focused?: boolean } = {}) {
  const [requested, setRequested] = useState(before.requested ?? false);
  const [focused, setFocused] = useState(before.focused ?? false);
  const handlers = {
    onFocus: () => {
      setFocused(true);
      warm();
    },
    onBlur: () => setFocused(false),
    onClick: () => {
      setRequested(true);
      warm();
    },
  };
  return { requested, focused, handlers };
}
