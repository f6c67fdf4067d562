import { registerError, registerUnhandledRejection } from '@/api/generated/endpoints/monitoring/monitoring';

/** Spec §7/§9: the two ResizeObserver loop warnings are not reported. */
const ignoredMessages = [
  'ResizeObserver loop limit exceeded',
  'ResizeObserver loop completed with undelivered notifications.',
];

export function isIgnoredError(message: string): boolean {
  return ignoredMessages.some((ignored) => message.includes(ignored));
}

/** Access tokens look like JWTs; an error text must never carry one to the server. */
export function redactTokens(text: string): string {
  return text
    .replace(/eyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[redacted token]')
    .replace(/Bearer\s+\S+/gi, 'Bearer [redacted]')
    .replace(/([?&#](?:code|state|access_token|id_token|refresh_token)=)[^&\s]+/g, '$1[redacted]');
}

function send(promise: Promise<unknown>): void {
  // Reporting must never raise another error.
  promise.catch(() => undefined);
}

export function reportClientError(
  error: unknown,
  where?: { source?: string; lineNo?: number; colNo?: number },
): void {
  const message = error instanceof Error ? error.message : String(error);
  if (isIgnoredError(message)) return;
  send(
    registerError({
      Message: redactTokens(message),
      Source: where?.source ? redactTokens(where.source) : undefined,
      LineNo: where?.lineNo,
      ColNo: where?.colNo,
      Stack: error instanceof Error && error.stack ? redactTokens(error.stack) : undefined,
    }),
  );
}

/** Uncaught errors and unhandled rejections go to GuiMonitoring (spec §7). */
export function installErrorReporting(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    if (isIgnoredError(event.message ?? '')) return;
    reportClientError(event.error ?? event.message, {
      source: event.filename,
      lineNo: event.lineno,
      colNo: event.colno,
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason = event.reason instanceof Error ? event.reason.message : String(event.reason);
    if (isIgnoredError(reason)) return;
    send(registerUnhandledRejection({ Reason: redactTokens(reason) }));
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
