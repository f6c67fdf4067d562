import { HttpResponse, type HttpHandler } from 'msw';
import { contractHttp, type ContractResolver } from '../contract-http';
import { scopeInfosFor, splitsFor } from '../db/scopes';

/** Both readings of the scope-info call (spec §7) answer the same body: the user's scopes. */
const scopeInfos: ContractResolver<'/ScopeInfo/ScopeInfos' | '/GetScopeInformation', 'get', 'user'> = ({
  user,
}) => HttpResponse.json(scopeInfosFor(user.email));

export const scopeHandlers: HttpHandler[] = [
  contractHttp.get('/ScopeInfo/ScopeInfos', 'user', scopeInfos),
  contractHttp.get('/GetScopeInformation', 'user', scopeInfos),
  contractHttp.get('/ScopeInfo/GetAvailableSplits', 'scope', ({ scope }) =>
    HttpResponse.json(splitsFor(scope).map((split) => split.name)),
  ),
];
