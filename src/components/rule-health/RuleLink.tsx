import { Text } from '@mantine/core';
import type { Access } from '@/api/generated/model';
import { isPageVisible, pages, type PageId } from '@/app/pages';
import { AnchorLink } from '@/components/router-links';
import type { RuleRef } from '@/rules/health/types';
import { ruleLabel } from './finding-texts';

/** The page a rule is edited on (only offered when the user may open it). */
function pageOf(rule: RuleRef): PageId {
  switch (rule.type) {
    case 'synonym':
      return 'synonymsList';
    case 'redirect':
      return 'redirects';
    case 'boost':
      return rule.quest === 'search'
        ? 'searchBoostBury'
        : rule.quest === 'navigation'
          ? 'navigationBoostBury'
          : 'recommendationsGreBoostBury';
    case 'experience':
      return 'experienceEditor';
    case 'pin':
      return rule.context.kind === 'global' ? 'pulsePinsForProduct' : 'pulsePins';
    case 'manualRecommendation':
      return 'manualRecommendations';
  }
}

export interface RuleLinkProps {
  rule: RuleRef;
  access: Access | null;
  experimental: boolean;
}

/** A rule of a finding: a link to where it is edited, or its name when the user may not open that page. */
export function RuleLink({ rule, access, experimental }: RuleLinkProps) {
  const label = ruleLabel(rule);
  if (!isPageVisible(pages[pageOf(rule)], access, experimental))
    return (
      <Text span size="sm">
        {label}
      </Text>
    );
  const common = { size: 'sm', underline: 'always' } as const;
  switch (rule.type) {
    case 'synonym':
      return (
        <AnchorLink to="/configuration/synonyms/list" {...common}>
          {label}
        </AnchorLink>
      );
    case 'redirect':
      return (
        <AnchorLink to="/merchandising/redirects" {...common}>
          {label}
        </AnchorLink>
      );
    case 'boost':
      return rule.quest === 'search' ? (
        <AnchorLink to="/search/boostBury" {...common}>
          {label}
        </AnchorLink>
      ) : rule.quest === 'navigation' ? (
        <AnchorLink to="/navigation/boostBury" {...common}>
          {label}
        </AnchorLink>
      ) : (
        <AnchorLink to="/recommendations/gre/boostBury" {...common}>
          {label}
        </AnchorLink>
      );
    case 'experience':
      return (
        <AnchorLink to="/merchandising/experience/editor" search={{ query: rule.query }} {...common}>
          {label}
        </AnchorLink>
      );
    case 'pin':
      return rule.context.kind === 'global' ? (
        <AnchorLink
          to="/merchandising/pulse/pinsForProduct"
          search={{ productExternalId: rule.entity.ExternalId, productType: rule.entity.Type }}
          {...common}
        >
          {label}
        </AnchorLink>
      ) : (
        <AnchorLink to="/merchandising/pulse/pins" {...common}>
          {label}
        </AnchorLink>
      );
    case 'manualRecommendation':
      return (
        <AnchorLink
          to="/merchandising/recommendations"
          search={{ sourceId: rule.source.ExternalId, sourceType: rule.source.Type }}
          {...common}
        >
          {label}
        </AnchorLink>
      );
  }
}
