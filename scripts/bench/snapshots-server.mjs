// The mock server's side of the `snapshots` stage: the scope's synonyms and redirects as the server
// holds them, differences made to them through the API (as another tab or colleague would, so the
// page learns of them only by reading), and a check that a restore brought every rule back.
import { mockToken } from './bulk-data.mjs';

const scopeKeys = ['customerId', 'storefrontId', 'languageCode'];

/** The scope (customerId, storefrontId, languageCode) the portal shows in `url`. */
export const scopeOfUrl = (url) =>
  Object.fromEntries(scopeKeys.map((key) => [key, new URL(url).searchParams.get(key)]));

/** Calls the mock API as `email` would (an unsigned JWT, mocks/auth.ts); throws on a failed answer. */
function apiClient(apiUrl, scope, email) {
  const authorization = `Bearer ${mockToken(email)}`;
  return async (method, path, { params = [], body } = {}) => {
    const query = new URLSearchParams([...Object.entries(scope), ...params]);
    const response = await fetch(`${apiUrl}${path}?${query}`, {
      method,
      headers: {
        authorization,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text.slice(0, 200)}`);
    return text ? JSON.parse(text) : null;
  };
}

/** The synonyms and redirects of the scope (the first read also seeds a data scenario's scope). */
export async function readRules(apiUrl, scope, email) {
  const call = apiClient(apiUrl, scope, email);
  const [synonyms, redirects] = await Promise.all([
    call('GET', '/EngineSettings/SynonymsForScope'),
    call('GET', '/EngineSettings/Redirect'),
  ]);
  return { synonyms, redirects };
}

/**
 * `count` differences from `original`, of every kind a restore writes: per five, two synonyms
 * changed, one deleted, one added, one redirect changed. The same plan every time, so it can be
 * made again once a restore has undone it.
 */
export function planDifferences(original, count) {
  const plan = [];
  let synonym = 0;
  let redirect = 0;
  for (let i = 0; i < count; i += 1) {
    switch (i % 5) {
      case 0:
      case 1: {
        const rule = original.synonyms[synonym++];
        plan.push({
          kind: 'change synonym',
          rule,
          after: { ...rule, Synonyms: [...rule.Synonyms, 'bench'] },
        });
        break;
      }
      case 2:
        plan.push({ kind: 'delete synonym', rule: original.synonyms[synonym++] });
        break;
      case 3:
        plan.push({ kind: 'add synonym', after: { Query: `bench snapshot ${i}`, Synonyms: [`bench ${i}`] } });
        break;
      default: {
        const rule = original.redirects[redirect++];
        plan.push({ kind: 'change redirect', rule, after: { ...rule, Target: `/bench/snapshot/${i}` } });
      }
    }
  }
  if (plan.some((step) => step.kind !== 'add synonym' && !step.rule))
    throw new Error(`The scope holds too few rules for ${count} differences`);
  return plan;
}

function request(step) {
  const synonymParams = (prefix, rule) => [
    [`${prefix}Query`, rule.Query],
    ...rule.Synonyms.map((term) => [`${prefix}Synonyms`, term]),
  ];
  switch (step.kind) {
    case 'change synonym':
      return [
        'PUT',
        '/EngineSettings/SynonymsForQuery',
        { params: [...synonymParams('old', step.rule), ...synonymParams('new', step.after)] },
      ];
    case 'delete synonym':
      return ['DELETE', '/EngineSettings/SynonymsForQuery', { params: synonymParams('old', step.rule) }];
    case 'add synonym':
      return ['PUT', '/EngineSettings/SynonymsForQuery', { params: synonymParams('new', step.after) }];
    default:
      return [
        'PUT',
        '/EngineSettings/Redirect',
        { body: { OldRedirect: step.rule, EditedRedirect: step.after } },
      ];
  }
}

/** Writes the plan to the server, a few calls at a time. */
export async function makeDifferences(apiUrl, scope, email, plan, inFlight = 8) {
  const call = apiClient(apiUrl, scope, email);
  let next = 0;
  const worker = async () => {
    while (next < plan.length) await call(...request(plan[next++]));
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
}

const sorted = (terms) => [...terms].sort();
const synonymForm = (rule) => JSON.stringify([rule.Query, sorted(rule.Synonyms)]);
const redirectForm = (rule) => JSON.stringify([rule.Name, sorted(rule.Rules), rule.Target, rule.Enabled]);

/** Rules missing, different or extra on one side of two lists, by key. */
function mismatches(expected, actual, key, form) {
  const held = new Map(actual.map((rule) => [key(rule), form(rule)]));
  let count = 0;
  for (const rule of expected) {
    if (held.get(key(rule)) !== form(rule)) count += 1;
    held.delete(key(rule));
  }
  return count + held.size;
}

/** Synonyms and redirects that are not on the server as in `original` (missing, different or extra). */
export async function countNotRestored(apiUrl, scope, email, original) {
  const now = await readRules(apiUrl, scope, email);
  return (
    mismatches(original.synonyms, now.synonyms, (rule) => rule.Query, synonymForm) +
    mismatches(original.redirects, now.redirects, (rule) => rule.Name, redirectForm)
  );
}
