import { http, type DefaultBodyType, type HttpHandler, type HttpResponse, type StrictRequest } from 'msw';
import type { Access, PortalServerError } from '@/api/generated/model';
import type { paths } from '@/api/generated/openapi';
import { serverError, unauthorized, userFromRequest, type MockUser } from './auth';
import { accessForScope } from './db/scopes';
import { scopeFromUrl, type MockScope } from './db/scoped-store';

/**
 * MSW handlers typed by the contract (openapi-typescript's `paths`, generated from the bundled
 * contract): a path the contract does not have, a method it does not offer there, a request body
 * read as another type, a query parameter it does not declare or a JSON body it does not allow in
 * any of the operation's responses fails the typecheck. Status codes and headers are watched at
 * run time by the validating proxy (Prism) in the live end-to-end tests and the conformance suite.
 *
 * openapi-msw does the same job but asks for msw 2 as its peer; the project is on msw 3.
 */

export type ContractMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

type OperationOf<P extends keyof paths, M extends ContractMethod> = NonNullable<paths[P][M]>;

/** The contract's paths that offer this method. */
export type ContractPath<M extends ContractMethod> = {
  [P in keyof paths]: [NonNullable<paths[P][M]>] extends [never] ? never : P;
}[keyof paths];

type JsonOf<T> = T extends { content: { 'application/json': infer Body extends DefaultBodyType } }
  ? Body
  : never;
type Responses<P extends keyof paths, M extends ContractMethod> =
  OperationOf<P, M> extends {
    responses: infer R;
  }
    ? R
    : never;

/** Every JSON body the operation may answer, whatever the status (errors included). */
export type ResponseBody<P extends keyof paths, M extends ContractMethod> = {
  [S in keyof Responses<P, M>]: JsonOf<Responses<P, M>[S]>;
}[keyof Responses<P, M>];

/** The JSON body of the operation's 200 answer. */
export type SuccessBody<P extends keyof paths, M extends ContractMethod> =
  Responses<P, M> extends { 200: infer Ok } ? JsonOf<Ok> : never;

/** The JSON request body (never when the operation takes none). */
export type RequestBody<P extends keyof paths, M extends ContractMethod> =
  OperationOf<P, M> extends { requestBody?: infer R } ? JsonOf<NonNullable<R>> : never;

/** The names of the operation's query parameters. */
export type QueryName<P extends keyof paths, M extends ContractMethod> =
  OperationOf<P, M> extends {
    parameters: { query?: infer Q };
  }
    ? keyof NonNullable<Q> & string
    : never;

/** The request's query, readable only by the names the contract declares. */
export interface ContractQuery<Name extends string> {
  get(name: Name): string | null;
  getAll(name: Name): string[];
  has(name: Name): boolean;
}

/** Who may call: a list of access flags (any one suffices) in a scope, any scope, or any signed-in user. */
export type Guard = keyof Access | readonly (keyof Access)[] | 'scope' | 'user';

export interface UserContext<P extends keyof paths, M extends ContractMethod> {
  request: StrictRequest<RequestBody<P, M>>;
  query: ContractQuery<QueryName<P, M>>;
  user: MockUser;
}

export interface ScopedContext<P extends keyof paths, M extends ContractMethod> extends UserContext<P, M> {
  scope: MockScope;
  access: Access;
}

type Answer<P extends keyof paths, M extends ContractMethod> =
  HttpResponse<ResponseBody<P, M>> | Promise<HttpResponse<ResponseBody<P, M>>>;

export type ContractResolver<P extends keyof paths, M extends ContractMethod, G extends Guard> = (
  ctx: G extends 'user' ? UserContext<P, M> : ScopedContext<P, M>,
) => Answer<P, M>;

/**
 * Answers like the portal API would before any handler runs: 401 without a bearer token, 403 for
 * a scope the user may not use or a feature whose access flags are all off.
 */
function admit(
  guard: Guard,
  request: Request,
): { user: MockUser; scope?: MockScope; access?: Access } | HttpResponse<PortalServerError> {
  const user = userFromRequest(request);
  if (!user) return unauthorized();
  if (guard === 'user') return { user };
  const scope = scopeFromUrl(request.url);
  const access = accessForScope(user.email, scope);
  if (!access) return serverError(403, 'You may not access this scope.');
  const flags = guard === 'scope' ? [] : typeof guard === 'string' ? [guard] : guard;
  if (flags.length > 0 && !flags.some((name) => access[name]))
    return serverError(403, `Access denied: ${flags.join(' or ')} is required.`);
  return { user, scope, access };
}

function handler<M extends ContractMethod>(method: M) {
  return <P extends ContractPath<M>, G extends Guard>(
    path: P,
    guard: G,
    resolver: ContractResolver<P, M, G>,
  ): HttpHandler =>
    // '*' in front: the API base is the contract's /api in mock mode, but any base in live mode.
    http[method](`*${path}`, ({ request }): Response | Promise<Response> => {
      const admitted = admit(guard, request);
      if (admitted instanceof Response) return admitted;
      const query = new URL(request.url).searchParams;
      // The guard decided which context the resolver gets; TypeScript cannot follow G through admit.
      const ctx = { ...admitted, request, query } as unknown as Parameters<typeof resolver>[0];
      return resolver(ctx);
    });
}

/** `contractHttp.put('/EngineSettings/SynonymsForQuery', 'SynonymsAccess', ({ query, scope }) => …)` */
export const contractHttp = {
  get: handler('get'),
  put: handler('put'),
  post: handler('post'),
  delete: handler('delete'),
  patch: handler('patch'),
};
