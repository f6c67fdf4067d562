import { createFileRoute, notFound } from '@tanstack/react-router';
import { Diagnostics } from '@/components/Diagnostics';

/** Spec §2/§6: the diagnostics page exists but is off unless the build enables it. */
export const Route = createFileRoute('/_portal/diagnostics')({
  beforeLoad: () => {
    if (!__DIAGNOSTICS_ENABLED__) throw notFound();
  },
  component: Diagnostics,
});
