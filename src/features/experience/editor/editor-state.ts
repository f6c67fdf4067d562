import type { ExperienceRule, FeatureSet } from '@/api/generated/model';
import { canonicalRule, clampWeight, cleanQueries, entityKey, queryKey } from '../rule-model';

/** What the editor holds: one rule's content, possibly for several queries. */
export interface EditorState {
  queries: string[];
  isFixed: boolean;
  featureSets: FeatureSet[];
}

export type EditorAction =
  | { type: 'setQueries'; queries: string[] }
  | { type: 'setFixed'; isFixed: boolean }
  | { type: 'addFeatureSet'; featureSet: FeatureSet }
  | { type: 'removeFeatureSet'; key: string }
  | { type: 'setWeight'; key: string; weight: number }
  | { type: 'removeFeature'; key: string; attribute: string }
  | { type: 'removeValue'; key: string; attribute: string; value: string }
  | { type: 'reset'; state: EditorState };

export function initialEditorState(rule: ExperienceRule | null, prefillQuery?: string): EditorState {
  if (rule)
    return { queries: [rule.Query], isFixed: rule.IsFixed, featureSets: structuredClone(rule.FeatureSets) };
  return { queries: prefillQuery?.trim() ? [prefillQuery.trim()] : [], isFixed: false, featureSets: [] };
}

function updateSet(state: EditorState, key: string, change: (set: FeatureSet) => FeatureSet): EditorState {
  return {
    ...state,
    featureSets: state.featureSets.map((set) => (entityKey(set.Entity) === key ? change(set) : set)),
  };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'setQueries':
      return { ...state, queries: action.queries };
    case 'setFixed':
      return { ...state, isFixed: action.isFixed };
    case 'addFeatureSet':
      // Spec §5: never two feature sets from one product (the UI says so before calling the server).
      if (state.featureSets.some((set) => entityKey(set.Entity) === entityKey(action.featureSet.Entity)))
        return state;
      return { ...state, featureSets: [...state.featureSets, action.featureSet] };
    case 'removeFeatureSet':
      return {
        ...state,
        featureSets: state.featureSets.filter((set) => entityKey(set.Entity) !== action.key),
      };
    case 'setWeight':
      return updateSet(state, action.key, (set) => ({ ...set, Weight: clampWeight(action.weight) }));
    case 'removeFeature':
      return updateSet(state, action.key, (set) => ({
        ...set,
        Features: set.Features.filter((f) => f.AttributeName !== action.attribute),
      }));
    case 'removeValue':
      return updateSet(state, action.key, (set) => ({
        ...set,
        // A feature without values would match nothing, so its last value takes the attribute with it.
        Features: set.Features.flatMap((f) => {
          if (f.AttributeName !== action.attribute) return [f];
          const Values = f.Values.filter((v) => v !== action.value);
          return Values.length > 0 ? [{ ...f, Values }] : [];
        }),
      }));
    case 'reset':
      return action.state;
  }
}

export function ruleFor(state: EditorState, query: string): ExperienceRule {
  return { Query: query.trim(), FeatureSets: state.featureSets, IsFixed: state.isFixed };
}

export function isEditorDirty(state: EditorState, initial: EditorState): boolean {
  return JSON.stringify(state) !== JSON.stringify(initial);
}

export type SaveStep =
  { kind: 'create'; rule: ExperienceRule } | { kind: 'update'; old: ExperienceRule; edited: ExperienceRule };

/**
 * The calls that store the editor's content: one rule per query. `stored` are the rules this editor
 * already stands for on the server (the rule opened for editing, or rules saved before a failure):
 * a listed query updates its rule; a stored rule whose query was removed is renamed to a newly typed
 * query; any other new query is created. Rules that would not change are left alone.
 */
export function planSave(state: EditorState, stored: readonly ExperienceRule[]): SaveStep[] {
  const queries = cleanQueries(state.queries);
  const listed = new Set(queries.map(queryKey));
  const renamable = stored.filter((rule) => !listed.has(queryKey(rule.Query)));
  const steps: SaveStep[] = [];
  for (const query of queries) {
    const edited = ruleFor(state, query);
    const old = stored.find((rule) => queryKey(rule.Query) === queryKey(query)) ?? renamable.shift();
    if (!old) steps.push({ kind: 'create', rule: edited });
    else if (canonicalRule(old) !== canonicalRule(edited)) steps.push({ kind: 'update', old, edited });
  }
  return steps;
}

/** The rules this editor stands for after `saved` (answers to the first steps, in order) were stored. */
export function afterSaved(
  stored: readonly ExperienceRule[],
  steps: readonly SaveStep[],
  saved: readonly ExperienceRule[],
): ExperienceRule[] {
  let result = [...stored];
  saved.forEach((rule, index) => {
    const step = steps[index];
    if (step?.kind === 'update') result = result.map((r) => (r === step.old ? rule : r));
    else result.push(rule);
  });
  return result;
}
