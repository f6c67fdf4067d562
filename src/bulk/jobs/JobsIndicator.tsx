import { Trans, useLingui } from '@lingui/react/macro';
import { Affix, Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatNumber } from '@/lib/format';
import { reportApiError } from '@/notifications/report-error';
import { JobProgress } from './JobProgress';
import { loadOutcomes, removeJob, unfinishedJobs } from './journal';
import { forgetJob, getJob, hasRunningJob, setJobsUser } from './store';
import type { JobDefinition } from './types';
import { useJobs } from './use-jobs';

interface Offer {
  def: JobDefinition;
  done: number;
}

/**
 * Bulk jobs, above the routes: the running and finished jobs of this tab in a corner, the jobs a
 * reload, crash or sign-out interrupted (offered to resume or discard), and a warning before
 * the tab is left while a job runs.
 */
export function JobsIndicator({ user }: { user: string | null }) {
  const { t, i18n } = useLingui();
  // Another user signing in in this tab does not see (or resume, with their token) the jobs of the first.
  const all = useJobs();
  const jobs = all.filter((job) => job.def.user === (user ?? ''));
  const queryClient = useQueryClient();
  const [offers, setOffers] = useState<Offer[]>([]);

  useEffect(() => {
    setJobsUser(user);
    if (!user) return;
    let cancelled = false;
    void unfinishedJobs(user)
      .then((defs) =>
        Promise.all(
          defs
            .filter((def) => !getJob(def.id))
            .map(async (def) => ({ def, done: (await loadOutcomes(def.id)).length })),
        ),
      )
      .then((found) => !cancelled && setOffers(found))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [user]);

  const running = jobs.some((job) => job.state === 'running' || job.state === 'paused');
  useEffect(() => {
    if (!running) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!hasRunningJob()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [running]);

  if (jobs.length === 0 && offers.length === 0) return null;
  const drop = (id: string) => setOffers((list) => list.filter((offer) => offer.def.id !== id));
  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={150}>
      <Stack gap="xs" w={{ base: 'calc(100vw - 32px)', sm: 420 }} role="region" aria-label={t`Bulk jobs`}>
        {offers.map(({ def, done }) => {
          const doneText = formatNumber(done, i18n.locale);
          const total = formatNumber(def.rows.length, i18n.locale);
          const title = def.title;
          return (
            <Paper key={def.id} withBorder shadow="md" p="sm" role="alert">
              <Text size="sm" fw={700}>
                {t`Interrupted: ${title}`}
              </Text>
              <Text size="sm">{t`${doneText} of ${total} rows were done. Resume from the first unfinished row, or discard the rest?`}</Text>
              <Group gap="xs" mt="xs">
                <Button
                  size="compact-sm"
                  onClick={() => {
                    drop(def.id);
                    void import('./resume')
                      .then(({ resumeJob }) => resumeJob(def, queryClient))
                      .catch(reportApiError);
                  }}
                >
                  <Trans>Resume</Trans>
                </Button>
                <Button
                  size="compact-sm"
                  variant="default"
                  onClick={() => {
                    drop(def.id);
                    void removeJob(def.id);
                  }}
                >
                  <Trans>Discard</Trans>
                </Button>
              </Group>
            </Paper>
          );
        })}
        {jobs.map((job) => (
          <Paper key={job.def.id} withBorder shadow="md" p="sm" data-job-state={job.state}>
            <Group justify="space-between" wrap="nowrap" mb={4}>
              <Text size="sm" fw={700} truncate="end">
                {job.def.title}
              </Text>
              {job.state === 'finished' ? (
                <CloseButton size="sm" aria-label={t`Dismiss`} onClick={() => forgetJob(job.def.id)} />
              ) : null}
            </Group>
            <JobProgress job={job} />
          </Paper>
        ))}
      </Stack>
    </Affix>
  );
}
