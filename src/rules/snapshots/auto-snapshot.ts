import { onWriteStart } from '@/api/write-observer';
import { localToday } from '@/lib/iso-day';
import type { RuleScope } from '../rule-set';
import { snapshotScopeKey } from './snapshot';

let user: string | null = null;
/** Scopes whose automatic snapshot of today was started in this tab (the storage key says it across tabs). */
const started = new Set<string>();

/** The signed-in user automatic snapshots are kept for (set by the app); null after sign-out. */
export function setSnapshotUser(next: string | null): void {
  user = next;
}

function scopeOfUrl(url: string): RuleScope | null {
  const params = new URL(url, 'http://x').searchParams;
  const customerId = params.get('customerId');
  const storefrontId = params.get('storefrontId');
  const languageCode = params.get('languageCode');
  return customerId && storefrontId && languageCode ? { customerId, storefrontId, languageCode } : null;
}

const storageKey = (owner: string, scopeKey: string) => `engine-portal.auto-snapshot.${owner}.${scopeKey}`;

function remembered(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function remember(key: string, day: string | null): void {
  try {
    if (day === null) localStorage.removeItem(key);
    else localStorage.setItem(key, day);
  } catch {
    // Without storage the tab's own memory still keeps it to one a day.
  }
}

/**
 * The rule types' codecs and every generated call they use are loaded with the first write of a
 * session, not with the shell: most visits never write, and the shell is on every first paint.
 */
async function takeAutomaticSnapshot(scope: RuleScope, owner: string): Promise<void> {
  const [{ takeSnapshot }, { ruleTypeIds }] = await Promise.all([
    import('./take-snapshot'),
    import('../registry'),
  ]);
  await takeSnapshot(scope, ruleTypeIds, owner, { origin: 'automatic', skipDenied: true });
}

/**
 * Before the first write of a day in a scope, a snapshot of every rule of that scope is taken in
 * the background, beside the write and without holding it back: it may already hold that write,
 * which the change journal records with its old value. Types the scope does not allow are left out.
 */
export function startAutomaticSnapshots(): () => void {
  return onWriteStart(({ url }) => {
    const owner = user;
    const scope = scopeOfUrl(url);
    if (!owner || !scope) return;
    const scopeKey = snapshotScopeKey(scope);
    const day = localToday();
    const key = storageKey(owner, scopeKey);
    if (started.has(`${key}.${day}`) || remembered(key) === day) return;
    started.add(`${key}.${day}`);
    remember(key, day);
    void takeAutomaticSnapshot(scope, owner).catch((error: unknown) => {
      // Not kept: the next write of the day tries again.
      started.delete(`${key}.${day}`);
      remember(key, null);
      console.error('Automatic snapshot failed', error);
    });
  });
}
