import { describe, expect, it } from 'vitest';
import type { ExperienceRule, FeatureSet } from '@/api/generated/model';
import { afterSaved, editorReducer, initialEditorState, planSave, type EditorState } from './editor-state';

const set = (id: string, Weight = 1): FeatureSet => ({
  Entity: { Type: 'product', ExternalId: id },
  Weight,
  Features: [
    { AttributeName: 'Brand', Values: ['Acme', 'Peak'] },
    { AttributeName: 'Color', Values: ['Red'] },
  ],
});
const stored: ExperienceRule = { Query: 'rain jacket', FeatureSets: [set('A')], IsFixed: false };
const state = (patch: Partial<EditorState>): EditorState => ({ ...initialEditorState(stored), ...patch });

describe('editorReducer', () => {
  it('keeps weights within 0..10 and refuses a second feature set from one product', () => {
    let s = initialEditorState(null);
    s = editorReducer(s, { type: 'addFeatureSet', featureSet: set('A') });
    s = editorReducer(s, { type: 'addFeatureSet', featureSet: set('A', 5) });
    expect(s.featureSets).toHaveLength(1);
    s = editorReducer(s, { type: 'setWeight', key: 'product|A', weight: 12 });
    expect(s.featureSets[0]!.Weight).toBe(10);
    s = editorReducer(s, { type: 'setWeight', key: 'product|A', weight: -1 });
    expect(s.featureSets[0]!.Weight).toBe(0);
  });

  it('drops an attribute with its last value', () => {
    let s = initialEditorState(stored);
    s = editorReducer(s, { type: 'removeValue', key: 'product|A', attribute: 'Brand', value: 'Acme' });
    expect(s.featureSets[0]!.Features[0]).toEqual({ AttributeName: 'Brand', Values: ['Peak'] });
    s = editorReducer(s, { type: 'removeValue', key: 'product|A', attribute: 'Color', value: 'Red' });
    expect(s.featureSets[0]!.Features.map((f) => f.AttributeName)).toEqual(['Brand']);
    // The stored rule is not touched by editing.
    expect(stored.FeatureSets[0]!.Features).toHaveLength(2);
  });
});

describe('planSave', () => {
  it('creates one rule per new query with the same feature sets', () => {
    const s: EditorState = { queries: ['a', ' b ', 'A'], isFixed: true, featureSets: [set('X')] };
    expect(planSave(s, [])).toEqual([
      { kind: 'create', rule: { Query: 'a', FeatureSets: [set('X')], IsFixed: true } },
      { kind: 'create', rule: { Query: 'b', FeatureSets: [set('X')], IsFixed: true } },
    ]);
  });

  it('updates the stored rule with old and edited rule, and leaves an unchanged rule alone', () => {
    expect(planSave(state({}), [stored])).toEqual([]);
    const edited = state({ isFixed: true });
    expect(planSave(edited, [stored])).toEqual([
      { kind: 'update', old: stored, edited: { ...stored, IsFixed: true } },
    ]);
  });

  it('renames the stored rule when its query was replaced, and creates rules for further queries', () => {
    const steps = planSave(state({ queries: ['regenjacke', 'rain coat'] }), [stored]);
    expect(steps).toEqual([
      { kind: 'update', old: stored, edited: { ...stored, Query: 'regenjacke' } },
      { kind: 'create', rule: { ...stored, Query: 'rain coat' } },
    ]);
  });

  it('afterSaved: the editor stands for the rules saved so far', () => {
    const steps = planSave(state({ queries: ['rain jacket', 'rain coat'], isFixed: true }), [stored]);
    const savedFirst = { ...stored, IsFixed: true };
    expect(afterSaved([stored], steps, [savedFirst])).toEqual([savedFirst]);
    expect(
      afterSaved([stored], steps, [savedFirst, { ...savedFirst, Query: 'rain coat' }]).map((r) => r.Query),
    ).toEqual(['rain jacket', 'rain coat']);
  });
});
