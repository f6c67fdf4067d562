import { useLingui } from '@lingui/react/macro';
import type { NavigationType } from '@/api/generated/model';
import { menuGroups } from '@/app/pages';
import { usePortalScope } from '@/scope/portal-scope';

/** The navigation type and title of the KPI page being shown (src/app/pages.ts). */
export function useKpiPage(): { navigationType: NavigationType; title: string } {
  const { i18n } = useLingui();
  const { page } = usePortalScope();
  const group = menuGroups.find((entry) => entry.id === page?.group);
  const groupTitle = group ? i18n._(group.title) : '';
  const pageTitle = page ? i18n._(page.title) : '';
  const title = !groupTitle || pageTitle.startsWith(groupTitle) ? pageTitle : `${groupTitle} · ${pageTitle}`;
  return { navigationType: page?.navigationType ?? 'search', title };
}
