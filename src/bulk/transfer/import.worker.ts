// The import's Web Worker: decodes, parses and compares a file off the main thread, so the page
// stays responsive while 100,000 rows are read. Same-origin module worker: the CSP's
// worker-src 'self' allows it.
import { i18n } from '@lingui/core';
import { messageLoaders, toSupportedLocale } from '@/i18n/i18n';
import { createImportHandler, type FromWorker, type ToWorker } from './import-protocol';

const scope = self as unknown as {
  postMessage: (message: FromWorker) => void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
};

const handle = createImportHandler(
  (message) => scope.postMessage(message),
  async (locale) => {
    const supported = toSupportedLocale(locale);
    if (i18n.locale === supported) return;
    const { messages } = await messageLoaders[supported]();
    i18n.loadAndActivate({ locale: supported, messages });
  },
);

scope.onmessage = (event) => void handle(event.data);
