import { createFileRoute } from '@tanstack/react-router';
import { JournalPage } from '@/features/journal/JournalPage';

export const Route = createFileRoute('/_portal/configuration/journal')({
  staticData: { page: 'changeJournal' },
  component: JournalPage,
});
