import { notificationsStore } from '@mantine/notifications';
import { useDeferredValue, useEffect } from 'react';
import { lazyKit, useLazyKit, warm } from '@/components/lazy/lazy-kit';
import { registerModalsHost } from '@/components/lazy/modals-host';
import { whenIdle } from '@/lib/after-paint';

const overlaysKit = lazyKit(() => import('./overlays-kit'));
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

const hasNotifications = () => {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length + queue.length > 0;
};

/**
 * Notifications and confirmation dialogs (issue 14): their code (Mantine's notifications, modals,
 * transitions, scroll lock: ~25 KB gzip) is not needed to paint a page, so it loads when the
 * browser is idle after the page has loaded, or at once when a notification is shown or a
 * confirmation asked for before that. Notifications shown meanwhile wait in Mantine's store.
 */
export function DeferredOverlays() {
  // Their first mount (Mantine's modals and notifications) as a deferred render, in short tasks: the
  // kit's arrival is announced through a store, which React would render in one piece.
  const kit = useDeferredValue(useLazyKit(overlaysKit));
  useEffect(() => {
    const unregister = registerModalsHost(() => {
      warm(overlaysKit);
      return mounted;
    });
    if (hasNotifications()) warm(overlaysKit);
    const unsubscribe = notificationsStore.subscribe(() => {
      if (hasNotifications()) warm(overlaysKit);
    });
    let cancelIdle = () => {};
    const onLoad = () => (cancelIdle = whenIdle(() => warm(overlaysKit), 5000));
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      unregister();
      unsubscribe();
      cancelIdle();
      window.removeEventListener('load', onLoad);
    };
  }, []);
  return kit ? <kit.Overlays onMounted={markMounted} /> : null;
}
