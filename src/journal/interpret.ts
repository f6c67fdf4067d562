import type {
  BoostRuleProxy,
  ExperienceRule,
  ManualRecommendations,
  RedirectEntry,
  SynonymsEntry,
} from '@/api/generated/model';
import type { AcceptedWrite } from '@/api/write-observer';
import type { JournalRuleType, JournalScope } from './entry';

/** One rule's change as a write tells it; `beforeKnown` is false where the call did not carry it. */
export interface WriteChange {
  ruleType: JournalRuleType;
  before: unknown;
  after: unknown;
  beforeKnown: boolean;
}

export interface InterpretedWrite {
  scope: JournalScope;
  changes: WriteChange[];
  reloadStatus: number | null;
}

type Reader = (write: AcceptedWrite, params: URLSearchParams) => WriteChange[];

const boostTypes: Record<string, JournalRuleType> = {
  '1': 'boosts.search',
  '2': 'boosts.navigation',
  '3': 'boosts.similar',
};

const change = (ruleType: JournalRuleType, before: unknown, after: unknown): WriteChange => ({
  ruleType,
  before: before ?? null,
  after: after ?? null,
  beforeKnown: true,
});

/** The old rule from the caller's hint, for calls that do not carry it. */
function hinted(ruleType: JournalRuleType, write: AcceptedWrite, after: unknown): WriteChange {
  const known = write.hint !== undefined && 'before' in write.hint;
  return {
    ruleType,
    before: known ? (write.hint?.before ?? null) : null,
    after: after ?? null,
    beforeKnown: known,
  };
}

function json<T>(write: AcceptedWrite): Partial<T> {
  if (!write.body) return {};
  try {
    return JSON.parse(write.body) as Partial<T>;
  } catch {
    return {};
  }
}

function field<T>(data: unknown, name: string): T | undefined {
  return typeof data === 'object' && data !== null
    ? ((data as Record<string, unknown>)[name] as T)
    : undefined;
}

const pinVariants = {
  Global: 'pins.global',
  PerQuery: 'pins.query',
  PerNavigation: 'pins.navigation',
} as const;

function pinReaders(): Record<string, Reader> {
  const readers: Record<string, Reader> = {};
  for (const [suffix, ruleType] of Object.entries(pinVariants)) {
    readers[`POST /Pulse/AddProductPositionOverride${suffix}`] = (write) => [
      change(ruleType, null, json<{ ProductPositionOverride: unknown }>(write).ProductPositionOverride),
    ];
    readers[`PUT /Pulse/UpdateProductPositionOverride${suffix}`] = (write) => {
      const body = json<{ OldProductPositionOverride: unknown; UpdatedProductPositionOverride: unknown }>(
        write,
      );
      return [change(ruleType, body.OldProductPositionOverride, body.UpdatedProductPositionOverride)];
    };
    readers[`DELETE /Pulse/DeleteProductPositionOverride${suffix}`] = (write) => [
      change(
        ruleType,
        json<{ ProductPositionOverrideToDelete: unknown }>(write).ProductPositionOverrideToDelete,
        null,
      ),
    ];
  }
  return readers;
}

/**
 * How each settings call of the contract (spec §7) tells what it changed: the Old/New pairs of
 * its compare-and-swap, in the query string or the body. Calls that are not rule writes (monitoring,
 * previews, control codes) are not listed and leave no entry.
 */
const readers: Record<string, Reader> = {
  'PUT /EngineSettings/SynonymsForQuery': (write, params) => {
    const oldQuery = params.get('oldQuery');
    const before: SynonymsEntry | null =
      oldQuery === null ? null : { Query: oldQuery, Synonyms: params.getAll('oldSynonyms') };
    const after = field<SynonymsEntry>(write.data, 'NewEntry') ?? {
      Query: params.get('newQuery') ?? '',
      Synonyms: params.getAll('newSynonyms'),
    };
    return [change('synonyms', before, after)];
  },
  'DELETE /EngineSettings/SynonymsForQuery': (_write, params) => [
    change('synonyms', { Query: params.get('oldQuery') ?? '', Synonyms: params.getAll('oldSynonyms') }, null),
  ],
  'PUT /EngineSettings/Redirect': (write) => {
    const body = json<{ OldRedirect: RedirectEntry; EditedRedirect: RedirectEntry }>(write);
    return [
      change('redirects', body.OldRedirect, field<RedirectEntry>(write.data, 'Entry') ?? body.EditedRedirect),
    ];
  },
  'DELETE /EngineSettings/Redirect': (_write, params) => {
    const before: RedirectEntry = {
      Name: params.get('name') ?? '',
      Target: params.get('target') ?? '',
      Enabled: params.get('enabled') !== 'false',
      Rules: params.getAll('rules'),
    };
    return [change('redirects', before, null)];
  },
  'PUT /BoostBury/BoostsForScope': (write, params) => {
    const body = json<{ OldBoost: BoostRuleProxy; NewBoost: BoostRuleProxy }>(write);
    return [
      change(boostTypes[params.get('questNumber') ?? '1'] ?? 'boosts.search', body.OldBoost, body.NewBoost),
    ];
  },
  'PATCH /BoostBury/BoostsForScope': (write, params) => [
    change(
      boostTypes[params.get('questNumber') ?? '1'] ?? 'boosts.search',
      json<{ OldBoost: BoostRuleProxy }>(write).OldBoost,
      null,
    ),
  ],
  'POST /Experience/Rule': (write) => [
    change(
      'experienceRules',
      null,
      field<ExperienceRule>(write.data, 'ExperienceRule') ??
        json<{ ExperienceRule: ExperienceRule }>(write).ExperienceRule,
    ),
  ],
  'PUT /Experience/Rule': (write) => {
    const body = json<{ OldExperienceRule: ExperienceRule; EditedExperienceRule: ExperienceRule }>(write);
    return [
      change(
        'experienceRules',
        body.OldExperienceRule,
        field<ExperienceRule>(write.data, 'ExperienceRule') ?? body.EditedExperienceRule,
      ),
    ];
  },
  'DELETE /Experience/Rule': (write) => [hinted('experienceRules', write, null)],
  'POST /Experience/RecreateFeatureSets': (write, params) => {
    if (params.get('preview') === 'true') return [];
    const oldRules = field<ExperienceRule[]>(write.data, 'OldRules') ?? [];
    const newRules = field<ExperienceRule[]>(write.data, 'NewRules') ?? [];
    const before = new Map(oldRules.map((rule) => [rule.Query, rule]));
    return newRules
      .filter((rule) => JSON.stringify(before.get(rule.Query)) !== JSON.stringify(rule))
      .map((rule) => change('experienceRules', before.get(rule.Query), rule));
  },
  'POST /ManualRecommendation/Add': (write) => {
    const rule = json<{ ManualRecommendations: ManualRecommendations }>(write).ManualRecommendations;
    // Stored without targets, the source product has no manual recommendations left.
    return [hinted('manualRecommendations', write, rule && rule.TargetProducts.length > 0 ? rule : null)];
  },
  ...pinReaders(),
};

/** What an accepted write changed, or null for a call that changes no rule. */
export function interpretWrite(write: AcceptedWrite): InterpretedWrite | null {
  const read = readers[write.operation];
  if (!read) return null;
  const params = new URL(write.url).searchParams;
  const scope: JournalScope = {
    customerId: params.get('customerId') ?? '',
    storefrontId: params.get('storefrontId') ?? '',
    languageCode: params.get('languageCode') ?? '',
  };
  const changes = read(write, params).filter((c) => c.before !== null || c.after !== null);
  if (changes.length === 0) return null;
  const status = typeof write.data === 'number' ? write.data : field<number>(write.data, 'ReloadStatus');
  return { scope, changes, reloadStatus: typeof status === 'number' ? status : null };
}
