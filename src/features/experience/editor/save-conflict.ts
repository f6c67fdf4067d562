import { getExperienceRuleById } from '@/api/generated/endpoints/experience/experience';
import type { ExperienceRule } from '@/api/generated/model';
import { HttpError } from '@/api/errors';
import { classifyConflict, type SaveConflict } from '@/lib/save-conflict';
import { canonicalRule, queryKey } from '../rule-model';
import type { SaveStep } from './editor-state';

interface Scope {
  customerId: string;
  storefrontId: string;
  languageCode: string;
}

const ruleQuery = (rule: ExperienceRule) => queryKey(rule.Query);
const sameRule = (a: ExperienceRule, b: ExperienceRule) => canonicalRule(a) === canonicalRule(b);

/** The stored rule of `query` now, or null when there is none (404). */
async function storedNow(scope: Scope, query: string): Promise<ExperienceRule | null> {
  try {
    const rule = await getExperienceRuleById({ ...scope, query });
    return typeof rule === 'boolean' ? null : rule;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/**
 * What a 409 on one save step meant, read from the rules stored now under the query it replaced and
 * the query it wanted (the server's message does not say in a form the editor can act on).
 */
export async function classifyExperienceConflict(
  scope: Scope,
  step: SaveStep,
): Promise<SaveConflict<ExperienceRule>> {
  const saved = step.kind === 'create' ? step.rule : step.edited;
  const base = step.kind === 'update' ? step.old : null;
  const queries = new Set([saved.Query, ...(base ? [base.Query] : [])]);
  const fresh = (await Promise.all([...queries].map((query) => storedNow(scope, query)))).filter(
    (rule): rule is ExperienceRule => rule !== null,
  );
  return classifyConflict(saved, base, fresh, ruleQuery, sameRule);
}
