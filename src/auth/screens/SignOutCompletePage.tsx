import { useEffect } from 'react';
import { Loading } from '@/components/Loading';
import { useAuthService } from '@/auth/auth-context';
import { onlyOnce } from '@/auth/only-once';

/** /auth/signout/complete: after sign-out the user lands on the site root (spec §2). */
export function SignOutCompletePage() {
  const auth = useAuthService();
  useEffect(() => {
    const url = window.location.href;
    void onlyOnce(`signout-complete:${url}`, () => auth.completeSignOut(url).catch(() => undefined)).then(
      () => {
        // A full load drops every cached query of the previous user.
        window.location.replace('/');
      },
    );
  }, [auth]);
  return <Loading />;
}
