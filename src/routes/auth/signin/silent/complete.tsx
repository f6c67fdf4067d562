import { createFileRoute } from '@tanstack/react-router';
import { Loading } from '@/components/Loading';

// main.tsx completes the silent sign-in before the app renders; this route only names the path.
export const Route = createFileRoute('/auth/signin/silent/complete')({
  component: Loading,
});
