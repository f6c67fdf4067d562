/** Messages to and from a Web Worker (or a stand-in on the page's thread), one listener at a time. */
export interface WorkerChannel<In, Out> {
  send: (message: In, transfer?: Transferable[]) => void;
  listen: (listener: (message: Out) => void) => void;
  /** Ends the conversation; a worker is terminated, also in the middle of its work. */
  close: () => void;
}

/**
 * A started module worker as a channel. The caller creates the worker itself, with the literal
 * `new Worker(new URL('./x.worker.ts', import.meta.url), { type: 'module' })` that Vite bundles;
 * `failed` turns a worker that could not start (or threw) into the caller's failure message.
 */
export function workerChannel<In, Out>(
  worker: Worker,
  failed: (message: string) => Out,
): WorkerChannel<In, Out> {
  let listener: (message: Out) => void = () => undefined;
  worker.onmessage = (event: MessageEvent<Out>) => listener(event.data);
  worker.onerror = (event) => listener(failed(event.message));
  return {
    send: (message, transfer = []) => worker.postMessage(message, transfer),
    listen: (next) => (listener = next),
    close: () => worker.terminate(),
  };
}
