import { t } from '@lingui/core/macro';
import { isRuleTypeId, ruleTypeIds, ruleTypes } from '../registry';
import { parseRuleEntries, type RefusedRule } from '../rule-file';
import type { RuleScope, RuleSet } from '../rule-set';
import type { RuleTypeId } from '../rule-type';
import type { Snapshot } from './snapshot';

/** The file's name for itself and the one version this portal writes and reads. */
export const SNAPSHOT_FORMAT = 'engine-portal-snapshot';
export const SNAPSHOT_VERSION = 1;

/** What a snapshot file holds, in this order; `sha256` covers all the rest (see `checksumOf`). */
interface SnapshotFileBody {
  format: typeof SNAPSHOT_FORMAT;
  version: number;
  scope: RuleScope;
  takenAt: string;
  readAt: Partial<Record<RuleTypeId, string>>;
  rules: Partial<Record<RuleTypeId, unknown[]>>;
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The checksum is over the body as compact JSON in the file's own key order, so re-indenting a file keeps it valid. */
const checksumOf = (body: unknown) => sha256(JSON.stringify(body));

/** The snapshot as one file: versioned, with its scope and a SHA-256 checksum of its content. */
export async function snapshotFile(snapshot: Snapshot): Promise<string> {
  const rules: SnapshotFileBody['rules'] = {};
  const readAt: SnapshotFileBody['readAt'] = {};
  for (const id of ruleTypeIds) {
    const list = ruleTypes[id].get(snapshot.rules);
    if (list) rules[id] = list;
    const at = snapshot.readAt[id];
    if (at !== undefined) readAt[id] = new Date(at).toISOString();
  }
  const body: SnapshotFileBody = {
    format: SNAPSHOT_FORMAT,
    version: SNAPSHOT_VERSION,
    scope: snapshot.scope,
    takenAt: new Date(snapshot.takenAt).toISOString(),
    readAt,
    rules,
  };
  return JSON.stringify({ ...body, sha256: await checksumOf(body) }, null, 1);
}

export type SnapshotFileResult =
  | { ok: false; reason: string }
  | {
      ok: true;
      scope: RuleScope;
      takenAt: number;
      readAt: Partial<Record<RuleTypeId, number>>;
      rules: RuleSet;
      /** Rules the contract refuses: left out, each with its reasons; the rest is kept. */
      refused: RefusedRule[];
    };

const sameScope = (a: RuleScope, b: RuleScope) =>
  a.customerId === b.customerId && a.storefrontId === b.storefrontId && a.languageCode === b.languageCode;

const scopeText = (scope: RuleScope) => `${scope.customerId} / ${scope.storefrontId} / ${scope.languageCode}`;

/**
 * Reads a snapshot file for `scope`. Refused as a whole, with the reason: not JSON or cut off,
 * not a snapshot, another version, a checksum that does not match (damaged or edited by hand),
 * another scope. Otherwise each rule the contract refuses is listed and left out; nothing else is lost.
 */
export async function readSnapshotFile(text: string, scope: RuleScope): Promise<SnapshotFileResult> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, reason: t`The file is not complete JSON: it is cut off or damaged.` };
  }
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    (parsed as { format?: unknown }).format !== SNAPSHOT_FORMAT
  )
    return { ok: false, reason: t`This is not a snapshot file of the Engine Portal.` };
  const { sha256: checksum, ...body } = parsed as SnapshotFileBody & { sha256?: unknown };
  if (body.version !== SNAPSHOT_VERSION) {
    const version = String(body.version);
    const supported = SNAPSHOT_VERSION;
    return {
      ok: false,
      reason: t`The file is a snapshot of version ${version}; this portal reads version ${supported}.`,
    };
  }
  if (typeof checksum !== 'string' || checksum !== (await checksumOf(body)))
    return {
      ok: false,
      reason: t`The checksum does not match the content: the file was damaged or edited by hand.`,
    };
  const fileScope = body.scope;
  if (!fileScope || !sameScope(fileScope, scope)) {
    const theirs = fileScope ? scopeText(fileScope) : '?';
    const ours = scopeText(scope);
    return {
      ok: false,
      reason: t`The snapshot is of the scope ${theirs}, not of ${ours}. Switch to that scope to import it.`,
    };
  }
  let rules: RuleSet = {};
  const refused: RefusedRule[] = [];
  const readAt: Partial<Record<RuleTypeId, number>> = {};
  for (const [type, entries] of Object.entries(body.rules ?? {})) {
    if (!isRuleTypeId(type) || !Array.isArray(entries)) continue;
    const result = parseRuleEntries(type, entries);
    rules = ruleTypes[type].set(rules, result.rules);
    refused.push(...result.refused);
    const at = Date.parse(body.readAt?.[type] ?? '');
    if (!Number.isNaN(at)) readAt[type] = at;
  }
  const takenAt = Date.parse(body.takenAt);
  return {
    ok: true,
    scope: fileScope,
    takenAt: Number.isNaN(takenAt) ? Date.now() : takenAt,
    readAt,
    rules,
    refused,
  };
}
