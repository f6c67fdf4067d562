import { createFileRoute } from '@tanstack/react-router';
import { RuleHealthPage } from '@/features/rule-health/RuleHealthPage';

export const Route = createFileRoute('/_portal/configuration/ruleHealth')({
  staticData: { page: 'ruleHealth' },
  component: RuleHealthPage,
});
