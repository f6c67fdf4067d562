import { createFileRoute } from '@tanstack/react-router';
import { PulsePage } from '@/features/pulse/PulsePage';
import { pulseSearchSchema, type PulseSearch } from '@/features/pulse/pulse-search';

export const Route = createFileRoute('/_portal/merchandising/pulse/')({
  staticData: { page: 'pulse' },
  validateSearch: pulseSearchSchema,
  component: PulseRoute,
});

function PulseRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = (patch: Partial<PulseSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }) });
  return <PulsePage search={search} onSearchChange={onSearchChange} />;
}
