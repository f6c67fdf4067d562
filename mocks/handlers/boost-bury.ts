import { HttpResponse, type HttpHandler } from 'msw';
import {
  AttributeValueType as Type,
  CompareMode as Mode,
  ReloadStatus,
  type BoostResponse,
  type BoostRuleProxy,
} from '@/api/generated/model';
import { serverError } from '../auth';
import {
  availableAttributes,
  boostsStore,
  cleanRule,
  findAttribute,
  isQuestNumber,
  sameRule,
  sameRuleList,
} from '../db/boosts';
import { contractHttp, type ScopedContext } from '../contract-http';

export const staleBoosts = 'The boost rules were changed meanwhile. Reload and try again.';
const duplicateRule = 'An identical rule already exists.';
const badQuest = 'questNumber must be 1 (search), 2 (navigation) or 3 (similar recommendations).';

/** Contract table: the fixed amounts of none / low / medium / high, boost and bury. */
const fixedAmounts = [0, 2, 5, 10, -2, -5, -10];
const typeNames: Record<number, string> = { 1: 'String', 2: 'Boolean', 3: 'Double', 4: 'DateTime' };
const formatHints: Record<number, string> = {
  [Type.String]: 'a non-empty text',
  [Type.Boolean]: "'true' or 'false'",
  [Type.Double]: 'a number with a dot as decimal separator (e.g. 12.5)',
  [Type.DateTime]: 'an ISO 8601 date (e.g. 2026-11-23T00:00:00Z)',
};

type Fields = Partial<Record<keyof BoostRuleProxy, unknown>>;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isoDate = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** The value in comparable form (number for Double and DateTime), or null when it is not in invariant form. */
function parseValue(type: number, raw: unknown): string | number | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  if (type === Type.Boolean) return raw === 'true' || raw === 'false' ? raw : null;
  if (type === Type.Double) return /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : null;
  if (type === Type.DateTime)
    return isoDate.test(raw) && !Number.isNaN(Date.parse(raw)) ? Date.parse(raw) : null;
  return raw;
}

/** The contract's rules for a condition and its amount; the message says what to fix. */
export function validateRule(rule: Fields): string | null {
  const info = findAttribute(rule.AttributeName);
  if (!info) return `Unknown attribute "${String(rule.AttributeName ?? '')}".`;
  if (!info.CanBeBoostCondition) return `${info.Name} cannot be used as a condition.`;
  if (rule.AttributeValueType !== info.Type) {
    return `${info.Name} is a ${typeNames[info.Type]} attribute: AttributeValueType must be ${info.Type}.`;
  }
  const mode = rule.CompareMode;
  if (
    typeof mode !== 'number' ||
    !Number.isInteger(mode) ||
    mode < Mode.LessThan ||
    mode > Mode.BetweenExclusive
  ) {
    return 'CompareMode must be a number from 0 to 7.';
  }
  if (info.Type === Type.Boolean && mode !== Mode.Equal)
    return `${info.Name} can only be compared with "equal to".`;
  const hint = formatHints[info.Type];
  if (mode >= Mode.Between) {
    if (rule.CompareTo != null) return 'CompareTo must be absent when comparing between bounds.';
    if (rule.LowerBound == null || rule.UpperBound == null)
      return 'LowerBound and UpperBound are required when comparing between bounds.';
    const lower = parseValue(info.Type, rule.LowerBound);
    const upper = parseValue(info.Type, rule.UpperBound);
    if (lower === null) return `LowerBound must be ${hint}.`;
    if (upper === null) return `UpperBound must be ${hint}.`;
    if (typeof lower === 'number' && typeof upper === 'number' && lower > upper) {
      return 'LowerBound must not be greater than UpperBound.';
    }
  } else {
    if (rule.LowerBound != null || rule.UpperBound != null)
      return 'LowerBound and UpperBound must be absent unless comparing between bounds.';
    if (rule.CompareTo == null) return 'CompareTo is required for this comparison.';
    if (parseValue(info.Type, rule.CompareTo) === null) return `CompareTo must be ${hint}.`;
  }
  if (rule.BoostFromAttribute != null) {
    const source = findAttribute(rule.BoostFromAttribute);
    if (!source) return `Unknown attribute "${String(rule.BoostFromAttribute)}" in BoostFromAttribute.`;
    if (!source.CanProvideBoostAmount) return `${source.Name} cannot provide a boost amount.`;
    if (rule.BoostValue != null && rule.BoostValue !== 1 && rule.BoostValue !== -1) {
      return 'With BoostFromAttribute, BoostValue must be 1 (boost) or -1 (bury).';
    }
  } else if (typeof rule.BoostValue !== 'number' || !fixedAmounts.includes(rule.BoostValue)) {
    return 'BoostValue must be 0 (none), 2, 5 or 10 (boost) or -2, -5 or -10 (bury).';
  }
  return null;
}

interface ChangeRequest {
  stored: BoostRuleProxy[];
  current: BoostRuleProxy[];
  oldBoost: Fields | undefined;
  newBoost: Fields | undefined;
}

/** Reads quest and body and applies the list compare-and-swap; an error answer otherwise. */
async function readChange({
  request,
  query,
  scope,
}: ScopedContext<'/BoostBury/BoostsForScope', 'put' | 'patch'>): Promise<
  ChangeRequest | ReturnType<typeof serverError>
> {
  const quest = Number(query.get('questNumber'));
  if (!isQuestNumber(quest)) return serverError(400, badQuest);
  const body: unknown = await request.json().catch(() => null);
  if (!isObject(body)) return serverError(400, 'The request body must be a BoostRequest.');
  const { OldBoost, NewBoost, CurrentBoosts } = body as {
    OldBoost?: unknown;
    NewBoost?: unknown;
    CurrentBoosts?: unknown;
  };
  if (!Array.isArray(CurrentBoosts) || !CurrentBoosts.every(isObject))
    return serverError(400, 'CurrentBoosts is required.');
  if (OldBoost != null && !isObject(OldBoost)) return serverError(400, 'OldBoost must be a boost rule.');
  if (NewBoost != null && !isObject(NewBoost)) return serverError(400, 'NewBoost must be a boost rule.');
  return {
    stored: boostsStore.get(scope)[quest],
    oldBoost: (OldBoost as Fields | null) ?? undefined,
    newBoost: (NewBoost as Fields | null) ?? undefined,
    current: CurrentBoosts as BoostRuleProxy[],
  };
}

function answer(stored: BoostRuleProxy[]) {
  return HttpResponse.json<BoostResponse>({
    CurrentBoosts: stored.map(cleanRule),
    ReloadStatus: ReloadStatus.AllSucceeded,
  });
}

export const boostBuryHandlers: HttpHandler[] = [
  contractHttp.get('/BoostBury/BoostsForScope', 'BoostBuryAccess', ({ query, scope }) => {
    const quest = Number(query.get('questNumber'));
    if (!isQuestNumber(quest)) return serverError(400, badQuest);
    return HttpResponse.json(boostsStore.get(scope)[quest].map(cleanRule));
  }),

  contractHttp.get('/BoostBury/AvailableAttributes', 'BoostBuryAccess', ({ query }) => {
    const quest = Number(query.get('questNumber'));
    if (!isQuestNumber(quest)) return serverError(400, badQuest);
    return HttpResponse.json(availableAttributes);
  }),

  contractHttp.put('/BoostBury/BoostsForScope', 'BoostBuryAccess', async (ctx) => {
    const change = await readChange(ctx);
    if (change instanceof Response) return change;
    const { stored, oldBoost, newBoost, current } = change;
    if (!newBoost) return serverError(400, 'NewBoost is required.');
    const invalid = validateRule(newBoost);
    if (invalid) return serverError(400, invalid);
    if (!sameRuleList(stored, current)) return serverError(409, staleBoosts);
    const rule = cleanRule(newBoost as BoostRuleProxy);
    const index = oldBoost ? stored.findIndex((r) => sameRule(r, oldBoost as BoostRuleProxy)) : stored.length;
    if (index === -1) return serverError(409, staleBoosts);
    if (stored.some((r, i) => i !== index && sameRule(r, rule))) return serverError(409, duplicateRule);
    stored[index] = rule;
    return answer(stored);
  }),

  // spec §7: PATCH is the delete.
  contractHttp.patch('/BoostBury/BoostsForScope', 'BoostBuryAccess', async (ctx) => {
    const change = await readChange(ctx);
    if (change instanceof Response) return change;
    const { stored, oldBoost, newBoost, current } = change;
    if (newBoost) return serverError(400, 'NewBoost must be absent when deleting a rule.');
    if (!oldBoost) return serverError(400, 'OldBoost is required.');
    if (!sameRuleList(stored, current)) return serverError(409, staleBoosts);
    const index = stored.findIndex((r) => sameRule(r, oldBoost as BoostRuleProxy));
    if (index === -1) return serverError(409, staleBoosts);
    stored.splice(index, 1);
    return answer(stored);
  }),
];
