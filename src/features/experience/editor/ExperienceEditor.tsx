import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Grid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useReducer, useState } from 'react';
import type { ExperienceRule, FeatureSet, Product } from '@/api/generated/model';
import { confirmDiscard } from '@/components/confirm';
import { PageHeader } from '@/components/PageHeader';
import { isConflict, settingsErrorMessage } from '@/components/settings-notifications';
import { SaveConflictAlert } from '@/components/SaveConflictAlert';
import type { SaveConflict } from '@/lib/save-conflict';
import { ButtonLink } from '@/components/router-links';
import { pages } from '@/app/pages';
import { useCanOpen, useScopeParams } from '@/scope/portal-scope';
import { cleanQueries, entityKey, queryKey } from '../rule-model';
import {
  afterSaved,
  editorReducer,
  initialEditorState,
  isEditorDirty,
  planSave,
  type EditorState,
} from './editor-state';
import { classifyExperienceConflict } from './save-conflict';
import { FeatureSetCard } from './FeatureSetCard';
import { ProductSearchPanel } from './ProductSearchPanel';
import { RulePreviewPanel } from './RulePreviewPanel';
import { RuleSettings } from './RuleSettings';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';
import { PartialSaveError, useSaveRules } from './use-save-rules';

interface Props {
  /** The rule opened for editing, or null for a new rule. */
  storedRule: ExperienceRule | null;
  /** The `query` of the URL: the rule's query, or the pre-filled query of a new rule. */
  routeQuery: string | undefined;
}

/** A save refused for another reason than a conflict, or a conflict told with the actions that resolve it. */
type SaveProblem =
  | { kind: 'error'; message: string }
  | { kind: 'conflict'; conflict: SaveConflict<ExperienceRule>; replaced: ExperienceRule | null };

export function ExperienceEditor({ storedRule, routeQuery }: Props) {
  const { t } = useLingui();
  const scope = useScopeParams();
  const navigate = useNavigate();
  const canOpenList = useCanOpen()(pages.experience);
  const [state, dispatch] = useReducer(editorReducer, null, () => initialEditorState(storedRule, routeQuery));
  const [clean, setClean] = useState<EditorState>(state);
  const [stored, setStored] = useState<ExperienceRule[]>(storedRule ? [storedRule] : []);
  const [pending, setPending] = useState('');
  const [queriesError, setQueriesError] = useState<string | null>(null);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [knownProducts, setKnownProducts] = useState<ReadonlyMap<string, Product>>(new Map());
  const save = useSaveRules();
  const dirty = isEditorDirty(state, clean) || pending.trim() !== '';
  const allowNavigation = useUnsavedChangesGuard(dirty);

  const setQueries = useCallback((queries: string[]) => {
    setQueriesError(null);
    dispatch({ type: 'setQueries', queries });
  }, []);
  const onEditExisting = useCallback(
    (query: string) => void navigate({ to: '/merchandising/experience/editor', search: { query } }),
    [navigate],
  );
  const onCreated = useCallback((featureSet: FeatureSet, product: Product) => {
    setKnownProducts((known) => new Map(known).set(entityKey(product.Entity), product));
    dispatch({ type: 'addFeatureSet', featureSet });
  }, []);

  const onSave = async () => {
    const queries = cleanQueries([...state.queries, pending]);
    if (queries.length === 0) {
      setQueriesError(t`Queries are required`);
      return;
    }
    const next = { ...state, queries };
    setPending('');
    dispatch({ type: 'setQueries', queries });
    setProblem(null);
    const steps = planSave(next, stored);
    try {
      const { saved } = await save.mutateAsync(steps);
      setStored(afterSaved(stored, steps, saved));
      setClean(next);
      // Several rules are best seen in the list; one rule stays open, now as a stored rule.
      // Without the list (experimental only) the first saved rule stays open instead.
      const target = queries.length > 1 && canOpenList ? null : (saved[0]?.Query ?? queries[0]);
      if (target === null) {
        allowNavigation();
        void navigate({ to: '/merchandising/experience' });
      } else if (target !== routeQuery) {
        allowNavigation();
        void navigate({ to: '/merchandising/experience/editor', search: { query: target }, replace: true });
      }
    } catch (error) {
      // The editor keeps everything as typed; rules stored before the failure are edited from now on.
      if (!(error instanceof PartialSaveError)) return;
      const nowStored = afterSaved(stored, steps, error.saved);
      setStored(nowStored);
      const step = error.failedStep;
      const conflict = isConflict(error.reason)
        ? await classifyExperienceConflict(scope, step).catch(() => null)
        : null;
      if (!conflict) return setProblem({ kind: 'error', message: settingsErrorMessage(error.reason) });
      // From now on the editor continues from the stored version, so the action offered does what it says.
      const replaced = step.kind === 'update' ? step.old : null;
      if (replaced && conflict.kind !== 'duplicate' && conflict.kind !== 'changed')
        setStored(
          conflict.kind === 'stale'
            ? nowStored.map((rule) => (rule === replaced ? conflict.current : rule))
            : nowStored.filter((rule) => rule !== replaced),
        );
      setProblem({ kind: 'conflict', conflict, replaced });
    }
  };

  const loadStored = (current: ExperienceRule) => {
    const loaded = initialEditorState(current);
    const others = state.queries.filter((query) => queryKey(query) !== queryKey(current.Query));
    dispatch({ type: 'reset', state: { ...loaded, queries: [...others, current.Query] } });
    setProblem(null);
  };
  const openExisting = (existing: ExperienceRule) => {
    const open = () => {
      allowNavigation();
      onEditExisting(existing.Query);
    };
    return dirty ? confirmDiscard(open) : open();
  };
  const duplicateText = (existing: ExperienceRule) => {
    const query = existing.Query;
    return t`An experience rule for "${query}" already exists.`;
  };
  const describeStored = (rule: ExperienceRule) => {
    const query = rule.Query;
    const count = rule.FeatureSets.length;
    return rule.IsFixed ? t`"${query}", ${count} feature sets, fixed` : t`"${query}", ${count} feature sets`;
  };
  const ownQueries = stored.map((rule) => rule.Query);
  const isNew = stored.length === 0;
  const count = state.featureSets.length;
  // A query still being typed is previewed too, so the first look needs no Enter.
  const typedQuery = state.queries.length > 0 ? '' : pending.trim();
  const previewQueries = useMemo(
    () => (typedQuery ? [typedQuery] : state.queries),
    [typedQuery, state.queries],
  );

  return (
    <>
      <PageHeader
        title={isNew ? t`New experience rule` : t`Edit experience rule`}
        description={t`Choose products whose features the rule favours for its queries, weigh them, and watch the preview before saving.`}
        actions={
          <>
            {canOpenList ? (
              <ButtonLink
                variant="default"
                to="/merchandising/experience"
                leftSection={<IconArrowLeft size={16} />}
              >
                <Trans>Back to the list</Trans>
              </ButtonLink>
            ) : null}
            <Button
              onClick={() => void onSave()}
              loading={save.isPending}
              disabled={!dirty && !isNew}
              leftSection={<IconDeviceFloppy size={16} />}
            >
              <Trans>Save</Trans>
            </Button>
          </>
        }
      />
      {problem?.kind === 'error' ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={t`Error saving experience rule`}
          mb="md"
          withCloseButton
          closeButtonLabel={t`Dismiss`}
          onClose={() => setProblem(null)}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{problem.message}</Text>
            <Text size="sm">
              <Trans>Your changes are still here.</Trans>
            </Text>
          </Stack>
        </Alert>
      ) : null}
      {problem?.kind === 'conflict' ? (
        <Box mb="md">
          <SaveConflictAlert
            title={t`Error saving experience rule`}
            conflict={problem.conflict}
            duplicateText={duplicateText}
            describe={describeStored}
            onOpenExisting={openExisting}
            onLoadStored={loadStored}
            onSaveAgain={() => void onSave()}
            saving={save.isPending}
          />
        </Box>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <RuleSettings
              queries={state.queries}
              onQueriesChange={setQueries}
              pending={pending}
              onPendingChange={(text) => {
                setQueriesError(null);
                setPending(text);
              }}
              queriesError={queriesError}
              ownQueries={ownQueries}
              onEditExisting={onEditExisting}
              isFixed={state.isFixed}
              onFixedChange={(isFixed) => dispatch({ type: 'setFixed', isFixed })}
            />
            <Title order={2} size="h4">
              <Trans>Feature sets ({count})</Trans>
            </Title>
            {count === 0 ? (
              <Text size="sm" c="dimmed">
                <Trans>No feature sets yet. Search for a product below and make a feature set of it.</Trans>
              </Text>
            ) : null}
            {state.featureSets.map((featureSet, index) => (
              <FeatureSetCard
                key={entityKey(featureSet.Entity)}
                index={index + 1}
                featureSet={featureSet}
                knownProduct={knownProducts.get(entityKey(featureSet.Entity))}
                dispatch={dispatch}
              />
            ))}
            <ProductSearchPanel featureSets={state.featureSets} onCreated={onCreated} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <RulePreviewPanel
            queries={previewQueries}
            featureSets={state.featureSets}
            isFixed={state.isFixed}
          />
        </Grid.Col>
      </Grid>
    </>
  );
}
