import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { safeReturnPath } from '@/auth/return-path';
import { SignInRedirectPage } from '@/auth/screens/SignInRedirectPage';

const search = z.object({ returnPath: z.string().max(2000).optional().catch(undefined) });

export const Route = createFileRoute('/auth/signin/redirect/')({
  validateSearch: search,
  component: function SignInRedirectRoute() {
    const { returnPath } = Route.useSearch();
    return <SignInRedirectPage returnPath={safeReturnPath(returnPath)} />;
  },
});
