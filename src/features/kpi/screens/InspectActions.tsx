import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { IconArrowForwardUp, IconLayoutList, IconReplace } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { isPageVisible, pages } from '@/app/pages';
import { usePortalScope } from '@/scope/portal-scope';

/**
 * Act on a search query from its KPIs: open the synonym, redirect or experience editor pre-filled
 * (those screens read newQuery, newTerm and query). Only the screens the user may open are offered.
 */
export function InspectActions({ query }: { query: string }) {
  const { t } = useLingui();
  const { scope, experimental } = usePortalScope();
  const can = (page: (typeof pages)[keyof typeof pages]) => isPageVisible(page, scope.access, experimental);
  // The target routes validate their own search; these links only add one pre-fill parameter.
  const keepScope = (extra: Record<string, string>) =>
    ((prev: Record<string, unknown>) => ({
      customerId: prev.customerId,
      storefrontId: prev.storefrontId,
      languageCode: prev.languageCode,
      ...extra,
    })) as never;
  return (
    <Group gap="sm">
      {can(pages.synonymsList) ? (
        <Button
          component={Link}
          to={pages.synonymsList.path}
          search={keepScope({ newQuery: query })}
          variant="light"
          leftSection={<IconReplace size={16} aria-hidden="true" />}
        >
          {t`Create synonym`}
        </Button>
      ) : null}
      {can(pages.redirects) ? (
        <Button
          component={Link}
          to={pages.redirects.path}
          search={keepScope({ newTerm: query })}
          variant="light"
          leftSection={<IconArrowForwardUp size={16} aria-hidden="true" />}
        >
          {t`Create redirect`}
        </Button>
      ) : null}
      {can(pages.experienceEditor) ? (
        <Button
          component={Link}
          to={pages.experienceEditor.path}
          search={keepScope({ query })}
          variant="light"
          leftSection={<IconLayoutList size={16} aria-hidden="true" />}
        >
          {t`Create experience rule`}
        </Button>
      ) : null}
    </Group>
  );
}
