import { t } from '@lingui/core/macro';
import type { CheckId, Finding, PinContext, RuleRef, Severity } from '@/rules/health/types';
import type { RuleScope } from '@/rules/rule-set';

export function checkName(check: CheckId): string {
  switch (check) {
    case 'shadowing-redirect':
      return t`Redirects that shadow other rules`;
    case 'pin-conflicts':
      return t`Pins on the same position`;
    case 'expiring':
      return t`Expired and ending pins`;
    case 'boost-conflicts':
      return t`Contradicting boosts`;
    case 'synonym-problems':
      return t`Synonym problems`;
    case 'empty-feature-sets':
      return t`Feature sets without products`;
    case 'drift':
      return t`Drift between sibling scopes`;
    case 'dormant':
      return t`Dormant rules`;
  }
}

export function severityName(severity: Severity): string {
  switch (severity) {
    case 'error':
      return t`Errors`;
    case 'warning':
      return t`Warnings`;
    case 'info':
      return t`Notes`;
  }
}

/** Why a kind of finding matters to the shop, in one or two sentences. */
export function whyItMatters(finding: Finding): string {
  switch (finding.reason) {
    case 'redirectShadowsRules':
      return t`Shoppers searching for this are redirected before the other rules apply, so those rules never take effect.`;
    case 'pinsOnSamePosition':
      return t`Only one product can stand on a position; which one shoppers see is not your choice.`;
    case 'expired':
      return t`Expired pins do nothing any more; they only clutter the lists.`;
    case 'endsSoon':
      return t`The results change within days without anyone touching them. Extend the pins if they should stay.`;
    case 'boostAndBury':
      return t`The same products are boosted and buried at once; the ranking is not what either rule says.`;
    case 'differentStrengths':
      return t`Two rules give the same products different strengths; only the sum counts, which neither rule says.`;
    case 'duplicateBoost':
      return t`The same rule twice doubles its effect, which was probably not intended.`;
    case 'repeatedSynonym':
      return t`Repeated synonyms change nothing; they make the rule harder to read and edit.`;
    case 'ownQueryAsSynonym':
      return t`A query is always its own synonym; listing it changes nothing.`;
    case 'duplicateQuery':
      return t`Two rules for one query: only one of them can be what the engine uses.`;
    case 'synonymChain':
      return t`Shoppers searching for the first query do not find the products of the last one, which the chain suggests was meant.`;
    case 'synonymLoop':
      return t`The rules point to each other in a circle without forming one group; shoppers get different results depending on the word they use.`;
    case 'emptyFeatureSets':
      return t`A feature set whose products left the catalogue favours nothing; shoppers no longer get what you weighted.`;
    case 'missingInScopes':
      return t`Sibling shops usually share their rules; a gap is most often forgotten work.`;
    case 'differsInScopes':
      return t`The rule says different things in sibling shops. That can be deliberate, but often one version is outdated.`;
    case 'noSearches':
      return t`Nobody searched for this for ${finding.days} days: the rule is dead weight, or seasonal.`;
  }
}

const quoted = (text: string) => `“${text}”`;

export function scopeLabel(scope: RuleScope): string {
  return `${scope.storefrontId} (${scope.languageCode})`;
}

function contextLabel(context: PinContext): string {
  if (context.kind === 'global') return t`globally`;
  if (context.kind === 'query') return t`for the query ${quoted(context.query)}`;
  const page = `${context.attribute} = ${context.value}`;
  return t`on the navigation page ${page}`;
}

/** A rule as the user recognises it in a sentence or a link. */
export function ruleLabel(rule: RuleRef): string {
  switch (rule.type) {
    case 'synonym':
      return t`Synonyms for ${quoted(rule.query)}`;
    case 'redirect':
      return t`Redirect ${quoted(rule.name)}`;
    case 'boost': {
      const attribute = rule.rule.AttributeName;
      const value = rule.rule.CompareTo ?? [rule.rule.LowerBound, rule.rule.UpperBound].join('–');
      const amount = rule.rule.BoostFromAttribute ?? String(rule.rule.BoostValue ?? 0);
      return rule.quest === 'search'
        ? t`Boost ${amount} on ${attribute} ${value} (search)`
        : rule.quest === 'navigation'
          ? t`Boost ${amount} on ${attribute} ${value} (navigation)`
          : t`Boost ${amount} on ${attribute} ${value} (similar)`;
    }
    case 'experience':
      return t`Experience rule ${quoted(rule.query)}`;
    case 'pin': {
      const product = rule.entity.ExternalId;
      const position = rule.position;
      const where = contextLabel(rule.context);
      return t`Pin of ${product} on position ${position} ${where}`;
    }
    case 'manualRecommendation': {
      const product = rule.source.ExternalId;
      return t`Recommendations for ${product}`;
    }
  }
}

/** What the finding is, in one line. */
export function findingTitle(finding: Finding): string {
  const first = finding.rules[0];
  const rule = first ? ruleLabel(first) : '';
  const n = finding.rules.length;
  switch (finding.reason) {
    case 'redirectShadowsRules': {
      const term = quoted(finding.term);
      return t`A redirect catches ${term}, which has other rules`;
    }
    case 'pinsOnSamePosition': {
      const position = finding.position;
      return t`${n} products pinned on position ${position}`;
    }
    case 'expired': {
      const count = finding.endTimes.length;
      if (first?.type !== 'pin') return t`${count} expired recommendations of ${rule}`;
      const where = contextLabel(first.context);
      return t`${count} expired pins ${where}`;
    }
    case 'endsSoon': {
      const count = finding.endTimes.length;
      const days = finding.days;
      if (first?.type !== 'pin') return t`${count} recommendations of ${rule} end within ${days} days`;
      const where = contextLabel(first.context);
      return t`${count} pins ${where} end within ${days} days`;
    }
    case 'boostAndBury': {
      const attribute = finding.attribute;
      return t`Boost and bury on ${attribute}`;
    }
    case 'differentStrengths': {
      const attribute = finding.attribute;
      return t`Different strengths on ${attribute}`;
    }
    case 'duplicateBoost': {
      const attribute = finding.attribute;
      return t`The same boost twice on ${attribute}`;
    }
    case 'repeatedSynonym': {
      const synonyms = finding.synonyms.map(quoted).join(', ');
      return t`Repeated synonyms: ${synonyms}`;
    }
    case 'ownQueryAsSynonym':
      return t`${rule} lists its own query`;
    case 'duplicateQuery':
      return t`Two rules for one query: ${rule}`;
    case 'synonymChain': {
      const query = quoted(finding.queries[0] ?? '');
      const via = quoted(finding.via);
      const missing = finding.missing.map(quoted).join(', ');
      return t`${query} reaches ${missing} only through ${via}`;
    }
    case 'synonymLoop': {
      const cycle = finding.cycle.map(quoted).join(' → ');
      return t`Synonyms in a loop: ${cycle}`;
    }
    case 'emptyFeatureSets': {
      const count = finding.entities.length;
      return finding.allEmpty
        ? t`${rule}: every feature set is without products`
        : t`${rule}: ${count} feature sets without products`;
    }
    case 'missingInScopes': {
      const scopes = finding.missingIn.map(scopeLabel).join(', ');
      return t`${rule} is missing in ${scopes}`;
    }
    case 'differsInScopes': {
      const scopes = finding.presentIn.map(scopeLabel).join(', ');
      return t`${rule} differs between ${scopes}`;
    }
    case 'noSearches': {
      const days = finding.days;
      return t`${rule}: no searches in ${days} days`;
    }
  }
}
