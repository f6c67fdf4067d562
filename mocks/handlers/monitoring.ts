import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ClientErrorReport, PageLoadBeacon, UnhandledRejectionReport } from '@/api/generated/model';
import { serverError } from '../auth';
import { onReset } from '../db/scoped-store';
import { authenticated } from './guard';

export type MonitoringReport =
  | { kind: 'pageLoad'; user: string; body: PageLoadBeacon }
  | { kind: 'error'; user: string; body: ClientErrorReport }
  | { kind: 'unhandledRejection'; user: string; body: UnhandledRejectionReport };

const received: MonitoringReport[] = [];
onReset(() => {
  received.length = 0;
});

/** What the app reported since the last reset, oldest first (for tests and the dev console). */
export function receivedMonitoringReports(): readonly MonitoringReport[] {
  return [...received];
}

/** Fire-and-forget calls: record what arrived and answer 204, like the portal API. */
function recorder(kind: MonitoringReport['kind']) {
  return authenticated(async ({ request, user }) => {
    const body = (await request.json().catch(() => null)) as MonitoringReport['body'] | null;
    if (body === null || typeof body !== 'object') return serverError(400, 'The body must be a JSON object.');
    received.push({ kind, user: user.sub, body } as MonitoringReport);
    return new HttpResponse(null, { status: 204 });
  });
}

export const monitoringHandlers: HttpHandler[] = [
  http.post('*/RealUserMonitoring/RegisterPageLoad', recorder('pageLoad')),
  http.post('*/GuiMonitoring/RegisterError', recorder('error')),
  http.post('*/GuiMonitoring/RegisterUnhandledRejection', recorder('unhandledRejection')),
];
