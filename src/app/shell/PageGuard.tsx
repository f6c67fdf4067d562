import { Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { Outlet, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { isPageVisible, isScopeUnsuitable } from '@/app/pages';
import { RenderError } from '@/components/RenderError';
import { notifyNotAvailable } from '@/notifications/catalogue';
import { dismiss } from '@/notifications/notify';
import { usePortalScope } from '@/scope/portal-scope';
import { NoAccessView } from './NoAccessView';

/**
 * Spec §6: a page exists only when its access flag is set (or experimental features are on); a
 * known page the user may not open says so ('You don't have access to …') instead of not existing;
 * spec §4: a page that needs a concrete storefront and language says 'Not available' for 'any'.
 */
export function PageGuard() {
  const { page, scope, experimental } = usePortalScope();
  const location = useLocation();
  const visible = !page || isPageVisible(page, scope.access, experimental);
  const unsuitable = visible && page !== null && isScopeUnsuitable(page, scope, experimental);

  // The warning goes once the scope fits the page again (or the user leaves the page).
  useEffect(() => {
    if (!unsuitable) return;
    const id = notifyNotAvailable();
    return () => dismiss(id);
  }, [unsuitable]);

  if (!visible && page) return <NoAccessView page={page} />;
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
