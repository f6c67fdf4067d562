import type { ProductPositionOverride, RedirectEntry } from '@/api/generated/model';
import type { RuleSet } from '@/rules/rule-set';
import { checkPinConflicts } from './pin-conflicts';
import { pinKey, ruleKey } from './rules';
import { checkShadowingRedirects } from './shadowing-redirect';
import type { Finding, PinContext, PinRef, RuleRef } from './types';

/** A rule as an editor is about to save it, with the stored rule it replaces (null: a new rule). */
export type DraftRule =
  | { type: 'redirect'; rule: RedirectEntry; replaces: string | null }
  | { type: 'pin'; context: PinContext; pin: ProductPositionOverride; replaces: PinRef | null };

const draftRef = (draft: DraftRule): RuleRef =>
  draft.type === 'redirect'
    ? { type: 'redirect', name: draft.rule.Name }
    : { type: 'pin', context: draft.context, entity: draft.pin.Entity, position: draft.pin.Position };

/** The rule set as it will be once the draft is saved, cut down to what the draft's check reads. */
function withDraft(ruleSet: RuleSet, draft: DraftRule): RuleSet {
  if (draft.type === 'redirect')
    // Only findings of the draft matter, and a redirect's findings depend on its own terms alone.
    return { ...ruleSet, redirects: [draft.rule] };
  const replaced = draft.replaces ? pinKey(draft.replaces) : null;
  const keep = <P extends { Pin: ProductPositionOverride }>(
    list: readonly P[] | undefined,
    toRef: (p: P) => PinRef,
  ) => (list ?? []).filter((p) => replaced === null || pinKey(toRef(p)) !== replaced);
  const pin = draft.pin;
  const context = draft.context;
  switch (context.kind) {
    case 'global':
      return {
        pins: {
          global: [
            ...keep(ruleSet.pins?.global, (p) => ({
              type: 'pin',
              context,
              entity: p.Pin.Entity,
              position: p.Pin.Position,
            })),
            { Pin: pin },
          ],
        },
      };
    case 'query':
      return {
        pins: {
          query: [
            ...keep(ruleSet.pins?.query, (p) => ({
              type: 'pin',
              context: { kind: 'query', query: p.Query },
              entity: p.Pin.Entity,
              position: p.Pin.Position,
            })),
            { Query: context.query, Pin: pin },
          ],
        },
      };
    case 'navigation':
      return {
        pins: {
          navigation: [
            ...keep(ruleSet.pins?.navigation, (p) => ({
              type: 'pin',
              context: { kind: 'navigation', attribute: p.NavigationAttribute, value: p.NavigationValue },
              entity: p.Pin.Entity,
              position: p.Pin.Position,
            })),
            { NavigationAttribute: context.attribute, NavigationValue: context.value, Pin: pin },
          ],
        },
      };
  }
}

/**
 * The findings the draft takes part in once saved: the rule-health checks themselves (a redirect's
 * shadowing, a pin's clash on a position), run over the scope's rules with the draft in place, so an
 * editor warns with exactly what the rule-health page would later report.
 */
export function draftFindings(ruleSet: RuleSet, draft: DraftRule, now: number): Finding[] {
  const next = withDraft(ruleSet, draft);
  const result = draft.type === 'redirect' ? checkShadowingRedirects(next) : checkPinConflicts(next, now);
  const key = ruleKey(draftRef(draft));
  return result.findings.filter((finding) => finding.rules.some((rule) => ruleKey(rule) === key));
}

/** The rules of a finding other than the draft: what the editor links to. */
export function otherRules(finding: Finding, draft: DraftRule): RuleRef[] {
  const key = ruleKey(draftRef(draft));
  return finding.rules.filter((rule) => ruleKey(rule) !== key);
}
