import { createFileRoute } from '@tanstack/react-router';
import { SignInCompletePage } from '@/auth/screens/SignInCompletePage';

export const Route = createFileRoute('/auth/signin/redirect/complete')({
  component: SignInCompletePage,
});
