import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Loading } from '@/components/Loading';
import { useAuthService } from '@/auth/auth-context';
import { onlyOnce } from '@/auth/only-once';

/** /auth/signin/silent: renews the session without leaving the page, then goes back. */
export function SilentSignInPage({ returnPath }: { returnPath: string }) {
  const auth = useAuthService();
  const navigate = useNavigate();
  useEffect(() => {
    onlyOnce(`silent:${returnPath}`, () => auth.renew()).then(
      () => void navigate({ href: returnPath, replace: true }),
      () => void navigate({ to: '/auth/signin/redirect', search: { returnPath }, replace: true }),
    );
  }, [auth, navigate, returnPath]);
  return <Loading />;
}
