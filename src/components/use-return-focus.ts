import { useEffect, useRef, useState } from 'react';

/**
 * Gives the focus back to the control that opened a dialog once the dialog is gone. Mantine's Modal
 * does so when its `opened` turns false, but the portal's form dialogs are mounted only while open
 * (their code loads on first use), and a Modal that unmounts returns nothing: the focus fell to the
 * page's body, 20 Tab stops away from where the user was.
 */
export function useReturnFocus(): void {
  // Read while rendering, before the dialog's focus trap moves the focus inside.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (!(opener instanceof HTMLElement)) return;
      // After the dialog has left the page; not when it was only mounted again (React's StrictMode),
      // and not when the focus already went somewhere on purpose (another dialog, a field).
      window.setTimeout(() => {
        const now = document.activeElement;
        if (mounted.current || !opener.isConnected || (now && now !== document.body)) return;
        opener.focus();
      });
    };
  }, [opener]);
}
