import type { ScopeInfos } from '@/api/generated/model';
import type { RuleScope } from '@/rules/rule-set';
import { scopeKey } from './keys';

export interface SiblingProposal {
  /** sameLanguage: the customer's storefronts that share the scope's language; sameStorefront: the scope's storefront in its other languages. */
  kind: 'sameLanguage' | 'sameStorefront';
  /** The scope first, then its siblings in the order the scope info lists them. */
  scopes: RuleScope[];
}

/** Every concrete scope (storefront and language set; '' means 'any' and is no scope of its own) the user may pick. */
function concreteScopes(scopeInfos: ScopeInfos): RuleScope[] {
  const scopes = new Map<string, RuleScope>();
  for (const info of scopeInfos.AllowedScopes) {
    const customerId = info.AllowedScope.Customer.Id;
    for (const component of info.AvailableScopeComponents) {
      const storefrontId = component.Storefront.Id;
      if (storefrontId === '') continue;
      for (const languageCode of component.AvailableLanguages) {
        if (languageCode === '') continue;
        const scope = { customerId, storefrontId, languageCode };
        scopes.set(scopeKey(scope), scope);
      }
    }
  }
  return [...scopes.values()];
}

/**
 * Scopes whose rules probably should agree with `scope`'s (for the drift check), best guess first:
 * the same customer's other storefronts in the same language (acme-outdoor.de and .at in German),
 * then the same storefront in its other languages. A proposal needs at least one sibling.
 */
export function proposeSiblingGroups(scopeInfos: ScopeInfos, scope: RuleScope): SiblingProposal[] {
  const all = concreteScopes(scopeInfos).filter(
    (other) => other.customerId === scope.customerId && scopeKey(other) !== scopeKey(scope),
  );
  const proposals: SiblingProposal[] = [];
  const sameLanguage = all.filter((other) => other.languageCode === scope.languageCode);
  if (sameLanguage.length > 0) proposals.push({ kind: 'sameLanguage', scopes: [scope, ...sameLanguage] });
  const sameStorefront = all.filter((other) => other.storefrontId === scope.storefrontId);
  if (sameStorefront.length > 0)
    proposals.push({ kind: 'sameStorefront', scopes: [scope, ...sameStorefront] });
  return proposals;
}
