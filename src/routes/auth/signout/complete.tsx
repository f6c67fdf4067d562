import { createFileRoute } from '@tanstack/react-router';
import { SignOutCompletePage } from '@/auth/screens/SignOutCompletePage';

export const Route = createFileRoute('/auth/signout/complete')({
  component: SignOutCompletePage,
});
