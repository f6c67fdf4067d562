import { onWriteStart } from '@/api/write-observer';
import { localToday } from '@/lib/iso-day';
import type { RuleScope } from '../rule-set';
import type { RuleTypeId } from '../rule-type';
import { snapshotScopeKey, type Snapshot } from './snapshot';

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
 * The rule types' codecs and every generated call they use load with the first snapshot of a
 * session, not with the shell: most visits never write, and the shell is on every first paint.
 */
async function loadSnapshotTaking() {
  const [{ takeSnapshot }, { ruleTypeIds }] = await Promise.all([
    import('./take-snapshot'),
    import('../registry'),
  ]);
  return { takeSnapshot, ruleTypeIds };
}

interface TodaysClaim {
  /** The snapshot is stored: other tabs and later visits skip today's. */
  kept: () => void;
  /** It could not be kept: the next write of the day tries again. */
  release: () => void;
}

/**
 * Marks today's automatic snapshot of the scope as started in this tab; null when it was started
 * here or kept (in any tab) already. The day is written to storage only once the snapshot is stored,
 * so a tab closed or reloaded while it is taken does not leave the day without one.
 */
function claimToday(owner: string, scope: RuleScope): TodaysClaim | null {
  const key = storageKey(owner, snapshotScopeKey(scope));
  const day = localToday();
  if (started.has(`${key}.${day}`) || remembered(key) === day) return null;
  started.add(`${key}.${day}`);
  return {
    kept: () => remember(key, day),
    release: () => started.delete(`${key}.${day}`),
  };
}

/**
 * Keeps a snapshot of the scope right before a change the user starts on many rules (a restore, a
 * copy), so that change can be undone too. It counts as the day's automatic snapshot of the
 * scope: the change's first write does not keep a second one of the same rules beside it.
 */
export async function keepSnapshotBeforeChange(
  scope: RuleScope,
  types: readonly RuleTypeId[],
  owner: string,
): Promise<Snapshot> {
  const claim = claimToday(owner, scope);
  try {
    const { takeSnapshot } = await loadSnapshotTaking();
    const snapshot = await takeSnapshot(scope, types, owner, { origin: 'automatic' });
    claim?.kept();
    return snapshot;
  } catch (error) {
    claim?.release();
    throw error;
  }
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
    const claim = claimToday(owner, scope);
    if (!claim) return;
    void loadSnapshotTaking()
      .then(({ takeSnapshot, ruleTypeIds }) =>
        takeSnapshot(scope, ruleTypeIds, owner, { origin: 'automatic', skipDenied: true }),
      )
      .then(claim.kept)
      .catch((error: unknown) => {
        claim.release();
        console.error('Automatic snapshot failed', error);
      });
  });
}
