import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { AttributeValueType, CompareMode } from '@/api/generated/model';
import type { Direction, Strength } from './boost-value';

/** Spec §3: the eight comparison modes, with the labels the spec shows. */
export const compareModeLabels: Record<CompareMode, MessageDescriptor> = {
  [CompareMode.LessThan]: msg`less than`,
  [CompareMode.LessThanOrEqual]: msg`less than or equal to`,
  [CompareMode.Equal]: msg`equal to`,
  [CompareMode.GreaterThanOrEqual]: msg`greater than or equal to`,
  [CompareMode.GreaterThan]: msg`greater than`,
  [CompareMode.Between]: msg`between`,
  [CompareMode.BetweenInclusive]: msg`between (inclusive)`,
  [CompareMode.BetweenExclusive]: msg`between (exclusive)`,
};

/** What each between mode includes (contract: Between is lower-inclusive, upper-exclusive). */
export const boundsHints: Partial<Record<CompareMode, MessageDescriptor>> = {
  [CompareMode.Between]: msg`The lower bound is included, the upper bound is not.`,
  [CompareMode.BetweenInclusive]: msg`Both bounds are included.`,
  [CompareMode.BetweenExclusive]: msg`Both bounds are excluded.`,
};

export const valueTypeLabels: Record<AttributeValueType, MessageDescriptor> = {
  [AttributeValueType.String]: msg`Text`,
  [AttributeValueType.Boolean]: msg`Yes/no`,
  [AttributeValueType.Double]: msg`Number`,
  [AttributeValueType.DateTime]: msg`Date and time`,
};

export const directionLabels: Record<Direction, MessageDescriptor> = {
  boost: msg`Boost`,
  bury: msg`Bury`,
};

export const strengthLabels: Record<Strength, MessageDescriptor> = {
  none: msg`None`,
  low: msg`Low`,
  medium: msg`Medium`,
  high: msg`High`,
};
