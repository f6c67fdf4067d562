import { createFileRoute } from '@tanstack/react-router';
import { safeReturnPath } from '@/auth/return-path';
import { SignInRedirectPage } from '@/auth/screens/SignInRedirectPage';
import { searchSchema, textWhere } from '@/lib/url-search';

// Only text: safeReturnPath decides whether it is a path of this portal (no open redirect).
const search = searchSchema({ returnPath: textWhere((value) => value.length <= 2000) });

export const Route = createFileRoute('/auth/signin/redirect/')({
  validateSearch: search,
  component: function SignInRedirectRoute() {
    const { returnPath } = Route.useSearch();
    return <SignInRedirectPage returnPath={safeReturnPath(returnPath)} />;
  },
});
