import { createFileRoute } from '@tanstack/react-router';
import { PortalLayout } from '@/app/shell/PortalLayout';

export const Route = createFileRoute('/_portal')({
  component: PortalLayout,
});
