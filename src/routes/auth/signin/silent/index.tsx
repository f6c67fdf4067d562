import { createFileRoute } from '@tanstack/react-router';
import { safeReturnPath } from '@/auth/return-path';
import { SilentSignInPage } from '@/auth/screens/SilentSignInPage';
import { searchSchema, textWhere } from '@/lib/url-search';

// Only text: safeReturnPath decides whether it is a path of this portal (no open redirect).
const search = searchSchema({ returnPath: textWhere((value) => value.length <= 2000) });

export const Route = createFileRoute('/auth/signin/silent/')({
  validateSearch: search,
  component: function SilentSignInRoute() {
    const { returnPath } = Route.useSearch();
    return <SilentSignInPage returnPath={safeReturnPath(returnPath)} />;
  },
});
