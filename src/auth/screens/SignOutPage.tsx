import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Loading } from '@/components/Loading';
import { useAuthService } from '@/auth/auth-context';
import { onlyOnce } from '@/auth/only-once';

/** /auth/signout: revokes the tokens and signs out at the identity provider. */
export function SignOutPage() {
  const auth = useAuthService();
  const navigate = useNavigate();
  useEffect(() => {
    onlyOnce('signout', () => auth.signOut()).catch(async () => {
      // The provider is unreachable: forget the user locally all the same.
      await auth.completeSignOut().catch(() => undefined);
      void navigate({ to: '/', replace: true });
    });
  }, [auth, navigate]);
  return <Loading />;
}
