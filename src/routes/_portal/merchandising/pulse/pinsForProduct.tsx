import { createFileRoute } from '@tanstack/react-router';
import { ProductPinsPage } from '@/features/pulse/ProductPinsPage';
import { pinsForProductSearchSchema } from '@/features/pulse/pulse-search';

export const Route = createFileRoute('/_portal/merchandising/pulse/pinsForProduct')({
  staticData: { page: 'pulsePinsForProduct' },
  validateSearch: pinsForProductSearchSchema,
  component: PinsForProductRoute,
});

function PinsForProductRoute() {
  return <ProductPinsPage search={Route.useSearch()} />;
}
