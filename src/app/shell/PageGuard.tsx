import { Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { Outlet, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { isPageVisible, isScopeUnsuitable } from '@/app/pages';
import { NotFound } from '@/components/NotFound';
import { RenderError } from '@/components/RenderError';
import { notifyNotAvailable } from '@/notifications/catalogue';
import { usePortalScope } from '@/scope/portal-scope';

/**
 * Spec §6: a page exists only when its access flag is set (or experimental features are on);
 * spec §4: a page that needs a concrete storefront and language says 'Not available' for 'any'.
 */
export function PageGuard() {
  const { page, scope, experimental } = usePortalScope();
  const location = useLocation();
  const visible = !page || isPageVisible(page, scope.access, experimental);
  const unsuitable = visible && page !== null && isScopeUnsuitable(page, scope, experimental);

  useEffect(() => {
    if (unsuitable) notifyNotAvailable();
  }, [unsuitable, scope.storefrontId, scope.languageCode]);

  if (!visible) return <NotFound />;
  if (unsuitable) {
    return (
      <Alert color="yellow" variant="light" title={<Trans>Not available</Trans>} maw={640}>
        <Trans>The view is not available for the selected scope</Trans>
      </Alert>
    );
  }
  return (
    <ErrorBoundary FallbackComponent={RenderError} resetKeys={[location.pathname]}>
      <Outlet />
    </ErrorBoundary>
  );
}
