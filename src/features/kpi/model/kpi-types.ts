import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { InteractionType, MatchType } from '@/api/generated/model';

/** Spec §3 interaction types by name; 'all' is the control's choice, never a URL value. */
export const interactionTypeNames = ['all', 'click', 'addtocart', 'purchase'] as const;
export type InteractionTypeName = (typeof interactionTypeNames)[number];

/** Spec §3: the URL forms are click, addtocart, purchase; All is the default (no parameter). */
export const urlInteractionTypeNames = ['click', 'addtocart', 'purchase'] as const;
export type UrlInteractionTypeName = (typeof urlInteractionTypeNames)[number];

/** The URL value of an interaction type: none for All. */
export function interactionTypeUrlValue(name: InteractionTypeName): UrlInteractionTypeName | undefined {
  return name === 'all' ? undefined : name;
}

const interactionTypeByName: Record<InteractionTypeName, InteractionType> = {
  all: InteractionType.All,
  click: InteractionType.Click,
  addtocart: InteractionType.AddToCart,
  purchase: InteractionType.Purchase,
};

export function interactionTypeOf(name: InteractionTypeName): InteractionType {
  return interactionTypeByName[name];
}

export function interactionTypeName(type: InteractionType): InteractionTypeName {
  return interactionTypeNames.find((name) => interactionTypeByName[name] === type) ?? 'all';
}

export const interactionTypeLabels: Record<InteractionTypeName, MessageDescriptor> = {
  all: msg`All interactions`,
  click: msg`Clicks`,
  addtocart: msg`Add to carts`,
  purchase: msg`Purchases`,
};

/** Spec §3 match types in their URL form (a name reads better in a shared link than a number). */
export const matchTypeNames = [
  'exact',
  'contains',
  'notcontains',
  'startswith',
  'endswith',
  'regex',
] as const;
export type MatchTypeName = (typeof matchTypeNames)[number];

const matchTypeByName: Record<MatchTypeName, MatchType> = {
  exact: MatchType.Exact,
  contains: MatchType.Contain,
  notcontains: MatchType.NotContain,
  startswith: MatchType.StartWith,
  endswith: MatchType.EndWith,
  regex: MatchType.Regex,
};

export function matchTypeOf(name: MatchTypeName): MatchType {
  return matchTypeByName[name];
}

/** Spec §3 labels: Exact, Contains, Doesn't Contain, Starts With, Ends With, Regex. */
export const matchTypeLabels: Record<MatchTypeName, MessageDescriptor> = {
  exact: msg`Exact`,
  contains: msg`Contains`,
  notcontains: msg`Doesn't Contain`,
  startswith: msg`Starts With`,
  endswith: msg`Ends With`,
  regex: msg`Regex`,
};

export const defaultMatchType: MatchTypeName = 'contains';
