import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';

/**
 * The notification stack and the confirmation dialogs' provider, loaded after the first paint
 * (overlays.tsx). Effects run children first: once `onMounted` runs, the provider listens.
 */
export function Overlays({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return (
    <>
      <Notifications position="top-right" limit={5} />
      <ModalsProvider />
    </>
  );
}
