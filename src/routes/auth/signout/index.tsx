import { createFileRoute } from '@tanstack/react-router';
import { SignOutPage } from '@/auth/screens/SignOutPage';

export const Route = createFileRoute('/auth/signout/')({
  component: SignOutPage,
});
