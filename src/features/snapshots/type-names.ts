import type { I18n } from '@lingui/core';
import { ruleTypes } from '@/rules/registry';
import type { RuleTypeId } from '@/rules/rule-type';

export const typeName = (i18n: I18n, type: RuleTypeId): string => i18n._(ruleTypes[type].title);
