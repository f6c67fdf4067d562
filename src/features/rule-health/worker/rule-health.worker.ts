// The rule-health Web Worker: runs the checks over a whole scope (100,000 synonyms and more) off the
// main thread, so the page stays responsive. Same-origin module worker: the CSP's worker-src 'self'
// allows it. The page ends a run by terminating the worker.
import { ruleHealthHandler, type FromWorker, type ToWorker } from './protocol';

const scope = self as unknown as {
  postMessage: (message: FromWorker) => void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
};

const handle = ruleHealthHandler((message) => scope.postMessage(message));
scope.onmessage = (event) => handle(event.data);
