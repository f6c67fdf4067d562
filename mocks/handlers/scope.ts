import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ScopeInfos } from '@/api/generated/model';
import { scopeInfosFor, splitsFor } from '../db/scopes';
import { authenticated, guarded } from './guard';

/** Both readings of the scope-info call (spec §7) answer the same body: the user's scopes. */
const scopeInfos = authenticated(({ user }) => HttpResponse.json<ScopeInfos>(scopeInfosFor(user.email)));

export const scopeHandlers: HttpHandler[] = [
  http.get('*/ScopeInfo/ScopeInfos', scopeInfos),
  http.get('*/GetScopeInformation', scopeInfos),
  http.get(
    '*/ScopeInfo/GetAvailableSplits',
    guarded(null, ({ scope }) => HttpResponse.json<string[]>(splitsFor(scope).map((split) => split.name))),
  ),
];
