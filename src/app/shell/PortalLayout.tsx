import { useLocation } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import { activateLocale } from '@/i18n/i18n';
import { useAuth } from '@/auth/auth-context';
import { SignInView } from '@/auth/screens/SignInView';
import { notifyUserLoadFailed } from '@/notifications/catalogue';
import { PortalFrame } from './PortalFrame';
import { SignedInPortal } from './SignedInPortal';
import { useCurrentPage } from './use-current-page';

/** The shell's frame with the page's header while the portal's route loads (the scope info). */
export function PortalPending() {
  return <PortalFrame page={useCurrentPage()?.page ?? null} />;
}

/** The signed-in part of the portal: loads the user first (spec §4 start). */
export function PortalLayout() {
  const { status, profile } = useAuth();
  const location = useLocation();
  // 'Loading...' in the shell's frame with the page's header, as before the router had matched (PortalFrame).
  const frame = <PortalFrame page={useCurrentPage()?.page ?? null} />;
  useEffect(() => {
    if (status === 'error') notifyUserLoadFailed();
  }, [status]);
  if (status === 'loading') return frame;
  if (status !== 'signedIn' || !profile) return <SignInView returnPath={location.href} />;
  return (
    <LocaleGate language={profile.language} loading={frame}>
      <SignedInPortal profile={profile} />
    </LocaleGate>
  );
}

/** Renders the portal only once the profile's language is active, so German users never see English first. */
function LocaleGate({
  language,
  loading,
  children,
}: {
  language: 'en' | 'de';
  loading: React.ReactNode;
  children: React.ReactNode;
}) {
  const { i18n } = useLingui();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    activateLocale(language).catch(() => setFailed(true));
  }, [language]);
  if (i18n.locale !== language && !failed) return loading;
  return children;
}
