import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Loading } from '@/components/Loading';
import { useAuthService } from '@/auth/auth-context';
import { onlyOnce } from '@/auth/only-once';

/** /auth/signin/redirect: starts the redirect sign-in; a failed start goes to the landing page. */
export function SignInRedirectPage({ returnPath }: { returnPath: string }) {
  const auth = useAuthService();
  const navigate = useNavigate();
  useEffect(() => {
    onlyOnce(`signin:${returnPath}`, () => auth.signIn(returnPath)).catch(() => {
      void navigate({ to: '/', replace: true });
    });
  }, [auth, navigate, returnPath]);
  return <Loading />;
}
