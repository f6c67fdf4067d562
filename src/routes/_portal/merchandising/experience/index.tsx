import { createFileRoute } from '@tanstack/react-router';
import { ExperienceRulesPage } from '@/features/experience/list/ExperienceRulesPage';

export const Route = createFileRoute('/_portal/merchandising/experience/')({
  staticData: { page: 'experience' },
  component: ExperienceRulesPage,
});
