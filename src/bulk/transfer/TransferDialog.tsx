import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Access } from '@/api/generated/model';
import { useJob } from '@/bulk/jobs/use-jobs';
import { usePortalScope } from '@/scope/portal-scope';
import { jobRowsFromPreview } from './apply';
import { startTransferJob } from './start-transfer-job';
import { TransferJob } from './TransferJob';
import { PreviewCounts } from './PreviewCounts';
import { PreviewTable } from './PreviewTable';
import { ReadingProgress } from './ReadingProgress';
import { ScopePicker } from './ScopePicker';
import type { FileToImport, ParsedFile, RuleAdapter, RuleTarget } from './types';
import { useTransferPreview } from './use-transfer-preview';
import { useReturnFocus } from '@/components/use-return-focus';

export interface TransferDialogProps<R> {
  adapter: RuleAdapter<R>;
  /** Import writes into `source`; copy lets the user pick another scope. */
  mode: 'import' | 'copy';
  source: RuleTarget;
  /** Rules picked for copying, or a file to read (in the import worker). */
  incoming: ParsedFile<R> | FileToImport;
  title: string;
  onClose: () => void;
}

/** Preview → apply row by row with progress → summary, for an imported file or rules copied to another scope. */
export function TransferDialog<R>({
  adapter,
  mode,
  source,
  incoming,
  title,
  onClose,
}: TransferDialogProps<R>) {
  useReturnFocus();
  type Phase =
    | { name: 'preview' }
    | { name: 'job'; jobId: string; leftOut: { invalid: number; unchanged: number; changes: number } };
  const { t } = useLingui();
  const { codec, api } = adapter;
  const { scope, scopeInfos } = usePortalScope();
  const queryClient = useQueryClient();
  // The target's access flags go with it: some kinds refuse rules the target's flags do not allow.
  const [chosen, setChosen] = useState<{ target: RuleTarget; access: Access } | null>(
    mode === 'import' ? { target: source, access: scope.access } : null,
  );
  const target = chosen?.target ?? null;
  const [includeChanges, setIncludeChanges] = useState(true);
  const [phase, setPhase] = useState<Phase>({ name: 'preview' });
  // The job runs above the routes: closing the dialog or leaving the page does not stop it.
  const job = useJob(phase.name === 'job' ? phase.jobId : null);

  const current = useQuery({
    queryKey: target ? api.queryKey(target) : ['rules-transfer', 'no-target'],
    queryFn: ({ signal }) => (target ? api.list(target, signal) : Promise.resolve([])),
    // Read while the file is: a refused copy selection needs no rules; a refused file is rare.
    enabled: target !== null && !('fileError' in incoming && incoming.fileError),
    staleTime: 0,
    refetchOnMount: 'always',
  });
  const {
    summary,
    preview,
    counts,
    complete,
    progress,
    error: readError,
  } = useTransferPreview(codec, incoming, current.data, chosen?.access);
  const positionKind = summary?.positionKind ?? 'line';
  const toApply = counts ? counts.add + (includeChanges ? counts.change : 0) : 0;

  const apply = async () => {
    if (!target || !preview || !counts || !complete || !current.data) return;
    const rows = counts;
    const jobId = await startTransferJob(
      {
        kind: mode,
        ruleKind: codec.kind,
        target,
        title,
        rows: jobRowsFromPreview(codec, preview, includeChanges),
      },
      queryClient,
    );
    setPhase({
      name: 'job',
      jobId,
      leftOut: {
        invalid: rows.invalid,
        unchanged: rows.unchanged,
        changes: includeChanges ? 0 : rows.change,
      },
    });
  };

  const applying = job !== undefined && job.state !== 'finished';
  return (
    <Modal opened onClose={onClose} title={title} size="xl">
      <Stack>
        {mode === 'copy' ? (
          <ScopePicker
            scopeInfos={scopeInfos}
            allowed={api.allowed}
            from={source}
            value={target}
            disabled={phase.name !== 'preview'}
            onChange={(option) =>
              setChosen(
                option
                  ? {
                      target: {
                        customerId: option.customerId,
                        storefrontId: option.storefrontId,
                        languageCode: option.languageCode,
                        questNumber: source.questNumber,
                      },
                      access: option.access,
                    }
                  : null,
              )
            }
          />
        ) : null}
        {summary?.fileError || readError ? (
          <Alert color="red" variant="light" title={t`The file cannot be imported`} role="alert">
            {summary?.fileError ?? readError}
          </Alert>
        ) : !summary ? (
          <ReadingProgress progress={progress} />
        ) : summary.rowCount === 0 ? (
          <Alert color="yellow" variant="light" role="status">
            <Trans>There are no rules to transfer.</Trans>
          </Alert>
        ) : phase.name === 'job' ? (
          <TransferJob jobId={phase.jobId} positionKind={positionKind} leftOut={phase.leftOut} />
        ) : target === null ? null : current.isError ? (
          <Alert color="red" variant="light" role="alert">
            <Trans>
              The current rules of the target scope could not be loaded, so nothing can be compared or
              applied.
            </Trans>
          </Alert>
        ) : !preview || !counts ? (
          progress?.stage === 'comparing' ? (
            <ReadingProgress progress={progress} />
          ) : (
            <Skeleton height={360} />
          )
        ) : (
          <>
            <PreviewCounts kind={codec.kind} counts={counts} encoding={summary.encoding} />
            <PreviewTable rows={preview} counts={counts} codec={codec} positionKind={positionKind} />
            {complete ? null : (
              <Text size="sm" c="dimmed" role="status">
                <Trans>Loading the other rows…</Trans>
              </Text>
            )}
            {counts.change > 0 ? (
              <Checkbox
                label={
                  <Plural
                    value={counts.change}
                    one={'Also change the existing rule listed as "Change"'}
                    other={'Also change the # existing rules listed as "Change"'}
                  />
                }
                checked={includeChanges}
                disabled={applying}
                onChange={(event) => setIncludeChanges(event.currentTarget.checked)}
              />
            ) : null}
          </>
        )}
        <Group justify="flex-end">
          {phase.name === 'preview' && (summary?.fileError || readError || summary?.rowCount === 0) ? (
            <Button onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
          ) : phase.name === 'preview' ? (
            <>
              <Button variant="default" onClick={onClose}>
                <Trans>Cancel</Trans>
              </Button>
              <Button onClick={() => void apply()} disabled={toApply === 0 || !complete}>
                <Plural value={toApply} one="Apply # row" other="Apply # rows" />
              </Button>
            </>
          ) : applying ? (
            <Button variant="default" onClick={onClose}>
              <Trans>Continue in the background</Trans>
            </Button>
          ) : (
            <Button onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
