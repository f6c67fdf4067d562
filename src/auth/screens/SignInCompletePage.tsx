import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Loading } from '@/components/Loading';
import { useAuthService } from '@/auth/auth-context';
import { onlyOnce } from '@/auth/only-once';
import { AuthenticationFailed, SignInView } from './SignInView';

/**
 * /auth/signin/redirect/complete: redeems the code once, removes code and state from the address
 * bar, and returns to the path carried in the OIDC state. A stale or reloaded callback URL offers
 * a clean sign-in instead of an error page, under spec §5's 'Authentication failed!'.
 */
export function SignInCompletePage() {
  const auth = useAuthService();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const url = window.location.href;
    window.history.replaceState(null, '', window.location.pathname);
    onlyOnce(`complete:${url}`, () => auth.completeSignIn(url)).then(
      (returnPath) => void navigate({ href: returnPath, replace: true }),
      (error: unknown) => {
        console.warn(
          'Sign-in could not be completed:',
          error instanceof Error ? error.message : String(error),
        );
        setFailed(true);
      },
    );
  }, [auth, navigate]);
  if (!failed) return <Loading />;
  return (
    <SignInView
      returnPath="/"
      message={
        // Spec §5: no current user came out of the sign-in.
        <AuthenticationFailed>
          <Trans>The sign-in could not be completed. Please sign in again.</Trans>
        </AuthenticationFailed>
      }
    />
  );
}
