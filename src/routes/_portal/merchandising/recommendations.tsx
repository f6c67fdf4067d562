import { createFileRoute } from '@tanstack/react-router';
import { manualRecommendationsSearchSchema } from '@/features/manual-recommendations/manual-recommendations-search';
import { ManualRecommendationsPage } from '@/features/manual-recommendations/ManualRecommendationsPage';

export const Route = createFileRoute('/_portal/merchandising/recommendations')({
  staticData: { page: 'manualRecommendations' },
  validateSearch: manualRecommendationsSearchSchema,
  component: ManualRecommendationsRoute,
});

function ManualRecommendationsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ManualRecommendationsPage
      search={search}
      onSelectSource={(source) =>
        void navigate({
          search: (prev) => ({ ...prev, sourceId: source.ExternalId, sourceType: source.Type }),
        })
      }
    />
  );
}
