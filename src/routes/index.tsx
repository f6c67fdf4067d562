import { createFileRoute, Navigate } from '@tanstack/react-router';
import { useAuth } from '@/auth/auth-context';
import { SignInView } from '@/auth/screens/SignInView';
import { Loading } from '@/components/Loading';

/** Spec §2: the root redirects to /search/overview; signed-out visitors see the landing page here. */
export const Route = createFileRoute('/')({
  component: function RootIndex() {
    const { status } = useAuth();
    if (status === 'loading') return <Loading />;
    if (status === 'signedIn') return <Navigate to="/search/overview" replace />;
    return <SignInView returnPath="/search/overview" />;
  },
});
