/**
 * Mantine's modals open through window events that only a mounted ModalsProvider hears. The app
 * mounts it after the first paint (src/app/overlays.tsx); a confirmation asked for before that waits
 * until it listens. Without a registered host (component tests mount their own provider) it opens at once.
 */
let host: (() => Promise<void>) | null = null;

export function registerModalsHost(ensureMounted: () => Promise<void>): () => void {
  host = ensureMounted;
  return () => {
    if (host === ensureMounted) host = null;
  };
}

export function whenModalsReady(open: () => void): void {
  if (!host) {
    open();
    return;
  }
  host().then(open, (error: unknown) => console.error('The dialog could not be loaded.', error));
}
