import { t } from '@lingui/core/macro';
import { i18n } from '@/i18n/i18n';
import { formatNumber } from '@/lib/format';
import type { LiveJob } from './store';

/**
 * "A notification says when it is done" also when the merchandiser is not looking: a system
 * notification (Notification API) when the job finishes while the tab is hidden or they moved to
 * another screen, on top of the in-app message. Permission is asked once, from the click that
 * starts a long job, never again; denied or unsupported means the in-app message alone.
 */
const ASKED_KEY = 'engine-portal.jobs.notification-asked';
/** Shorter jobs finish while the merchandiser watches: no reason to ask for anything. */
export const ASK_FROM_ROWS = 200;

function notificationApi(): typeof Notification | null {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification : null;
}

function askedBefore(): boolean {
  try {
    return window.localStorage.getItem(ASKED_KEY) !== null;
  } catch {
    return true;
  }
}

/** Call synchronously from the user's click that starts a job (browsers require the gesture). */
export function askForNotificationsOnce(rows: number): void {
  const api = notificationApi();
  if (!api || api.permission !== 'default' || rows < ASK_FROM_ROWS || askedBefore()) return;
  try {
    window.localStorage.setItem(ASKED_KEY, new Date().toISOString());
  } catch {
    // Without storage the browser's own answer (granted/denied) still stops further questions.
  }
  void api.requestPermission().catch(() => undefined);
}

/** Whether the merchandiser would miss the in-app message: tab hidden, or another screen open. */
export function isAway(startedOn: string): boolean {
  return document.visibilityState === 'hidden' || window.location.pathname !== startedOn;
}

/** The job's result as a system notification, when allowed and the merchandiser is away. */
export function notifySystemWhenAway(job: LiveJob, startedOn: string): boolean {
  const api = notificationApi();
  if (!api || api.permission !== 'granted' || !isAway(startedOn)) return false;
  const n = (value: number) => formatNumber(value, i18n.locale);
  const { applied, conflict, failed } = job.counts;
  const title = job.def.title;
  const body =
    conflict + failed > 0
      ? t`Finished: ${n(applied)} applied, ${n(conflict)} conflicts, ${n(failed)} failed. The report is in the portal.`
      : t`Finished: ${n(applied)} applied, no conflicts, nothing failed.`;
  try {
    const notification = new api(title, { body, tag: `bulk-job-${job.def.id}` });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
    return true;
  } catch {
    // Some browsers allow notifications only from a service worker: the in-app message remains.
    return false;
  }
}
