import { HttpResponse, type HttpHandler } from 'msw';
import type { ClientErrorReport, PageLoadBeacon, UnhandledRejectionReport } from '@/api/generated/model';
import { serverError } from '../auth';
import { onReset } from '../db/scoped-store';
import { contractHttp, type ContractResolver } from '../contract-http';

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

type MonitoringPath =
  | '/RealUserMonitoring/RegisterPageLoad'
  | '/GuiMonitoring/RegisterError'
  | '/GuiMonitoring/RegisterUnhandledRejection';

/** Fire-and-forget calls: record what arrived and answer 204, like the portal API. */
function recorder(kind: MonitoringReport['kind']): ContractResolver<MonitoringPath, 'post', 'user'> {
  return async ({ request, user }) => {
    const body: unknown = await request.json().catch(() => null);
    if (body === null || typeof body !== 'object') return serverError(400, 'The body must be a JSON object.');
    received.push({ kind, user: user.sub, body } as MonitoringReport);
    return new HttpResponse(null, { status: 204 });
  };
}

export const monitoringHandlers: HttpHandler[] = [
  contractHttp.post('/RealUserMonitoring/RegisterPageLoad', 'user', recorder('pageLoad')),
  contractHttp.post('/GuiMonitoring/RegisterError', 'user', recorder('error')),
  contractHttp.post('/GuiMonitoring/RegisterUnhandledRejection', 'user', recorder('unhandledRejection')),
];
