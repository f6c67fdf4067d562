import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { safeReturnPath } from '@/auth/return-path';
import { SilentSignInPage } from '@/auth/screens/SilentSignInPage';

const search = z.object({ returnPath: z.string().max(2000).optional().catch(undefined) });

export const Route = createFileRoute('/auth/signin/silent/')({
  validateSearch: search,
  component: function SilentSignInRoute() {
    const { returnPath } = Route.useSearch();
    return <SilentSignInPage returnPath={safeReturnPath(returnPath)} />;
  },
});
