import { useLingui } from '@lingui/react/macro';
import type { NavigationType } from '@/api/generated/model';
import { pageHeading } from '@/app/pages';
import { usePortalScope } from '@/scope/portal-scope';

/** The navigation type, title and description of the KPI page being shown (src/app/pages.ts). */
export function useKpiPage(): {
  navigationType: NavigationType;
  title: string;
  description: string | undefined;
} {
  const { i18n } = useLingui();
  const { page } = usePortalScope();
  const title = page ? pageHeading(page, (message) => i18n._(message)) : '';
  // The shell paints the same description before the page has rendered (src/app/shell/PortalFrame.tsx).
  const description = page?.description ? i18n._(page.description) : undefined;
  return { navigationType: page?.navigationType ?? 'search', title, description };
}
