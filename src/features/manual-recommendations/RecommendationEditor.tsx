import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { Entity, ManualRecommendations, Product, ProductPositionOverride } from '@/api/generated/model';
import { confirmDiscard } from '@/components/confirm';
import { isConflict, settingsErrorMessage } from '@/components/settings-notifications';
import { SaveConflictAlert } from '@/components/SaveConflictAlert';
import type { SaveConflict } from '@/lib/save-conflict';
import { useLeaveGuard } from '@/components/use-leave-guard';
import { userTimeZone } from '@/lib/schedule';
import {
  draftFrom,
  entityKey,
  isDirty,
  move,
  newTarget,
  scheduleErrors,
  toRequest,
  type DraftTarget,
} from './draft';
import { ProductLine } from './ProductLine';
import { ProductSearch } from './ProductSearch';
import { TargetList } from './TargetList';
import { classifyRecommendationsConflict, storedEntry } from './recommendations-conflict';
import {
  useProductLookup,
  useReloadManualRecommendations,
  useSaveManualRecommendations,
} from './use-manual-recommendations';

interface Props {
  source: Entity;
  /** The stored targets of the source when the editor opened. */
  stored: ProductPositionOverride[];
}

/**
 * The recommended products of one source: reorder, add, remove, schedule, save. Nothing is sent
 * until Save; a failed save keeps the draft, and leaving with unsaved changes asks first.
 */
export function RecommendationEditor({ source, stored }: Props) {
  const { t } = useLingui();
  const [baseline, setBaseline] = useState(() => draftFrom(stored));
  const [draft, setDraft] = useState<DraftTarget[]>(baseline);
  const [added, setAdded] = useState<Map<string, Product>>(() => new Map());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  /** The stored version the draft was started from; after a conflict the current one. */
  const [base, setBase] = useState(() => storedEntry(source, stored));
  const [conflict, setConflict] = useState<SaveConflict<ManualRecommendations> | null>(null);
  const reloadStored = useReloadManualRecommendations();
  const [now] = useState(Date.now);
  const { save, isPending } = useSaveManualRecommendations();
  const dirty = isDirty(draft, baseline);
  useLeaveGuard(dirty);

  const lookedUp = useProductLookup(
    useMemo(
      () => [source, ...draft.filter((d) => !added.has(d.key)).map((d) => d.entity)],
      [source, draft, added],
    ),
  );
  const products = useMemo(() => new Map([...lookedUp, ...added]), [lookedUp, added]);
  const sourceProduct = products.get(entityKey(source));
  const inList = new Set(draft.map((d) => d.key));
  const zone = userTimeZone();
  const count = draft.length;

  const update = (next: DraftTarget[]) => {
    setDraft(next);
    if (Object.keys(errors).length) setErrors(scheduleErrors(next));
  };

  const onSave = async () => {
    const found = scheduleErrors(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    setServerError(null);
    const request = toRequest(source, draft);
    try {
      await save(request);
      setBaseline(draft);
      setBase(storedEntry(source, request.ManualRecommendations.TargetProducts));
      setConflict(null);
    } catch (error) {
      const fresh = isConflict(error) ? await reloadStored().catch(() => null) : null;
      if (!fresh) return setServerError(settingsErrorMessage(error));
      // Which conflict it was shows in the list as stored now; the draft stays as it is.
      const found = classifyRecommendationsConflict(request.ManualRecommendations, base, fresh);
      setBase(found.kind === 'stale' ? found.current : found.kind === 'gone' ? null : base);
      setConflict(found);
    }
  };

  const loadStored = (current: ManualRecommendations) => {
    const loaded = draftFrom(current.TargetProducts);
    setBaseline(loaded);
    setDraft(loaded);
    setErrors({});
    setConflict(null);
  };
  const describeStored = (entry: ManualRecommendations) =>
    draftFrom(entry.TargetProducts)
      .map((target) => products.get(target.key)?.Title ?? target.entity.ExternalId)
      .join(', ');

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              <Trans>Source product</Trans>
            </Text>
            <ProductLine product={sourceProduct} entity={source} size={48} />
          </Stack>
          <Group gap="xs">
            {dirty ? (
              <Badge color="yellow" variant="dot" tt="none">
                {t`Unsaved changes`}
              </Badge>
            ) : null}
            <Button
              variant="default"
              disabled={!dirty || isPending}
              onClick={() =>
                confirmDiscard(() => {
                  setServerError(null);
                  update(baseline);
                })
              }
            >
              <Trans>Discard changes</Trans>
            </Button>
            <Button
              leftSection={<IconDeviceFloppy size={16} />}
              disabled={!dirty}
              loading={isPending}
              onClick={() => void onSave()}
            >
              <Trans>Save recommendations</Trans>
            </Button>
          </Group>
        </Group>
        {serverError ? (
          <Alert color="red" variant="light" role="alert" title={t`Error saving manual recommendations`}>
            {serverError}
          </Alert>
        ) : null}
        {conflict && !serverError ? (
          <SaveConflictAlert
            title={t`Error saving manual recommendations`}
            conflict={conflict}
            // The source is the key and the editor always saves it: never a duplicate (see classify).
            duplicateText={describeStored}
            describe={describeStored}
            onOpenExisting={loadStored}
            onLoadStored={loadStored}
            onSaveAgain={() => void onSave()}
            saving={isPending}
          />
        ) : null}
        <div>
          <Title order={2} size="h5">
            {t`Recommended products (${count})`}
          </Title>
          <Text size="xs" c="dimmed" mb="xs">
            {t`Drag a product by its handle, or use the arrows, to change the order. Times are shown in your time zone: ${zone}.`}
          </Text>
          <TargetList
            targets={draft}
            products={products}
            errors={errors}
            now={now}
            onMove={(from, to) => update(move(draft, from, to))}
            onRemove={(key) => update(draft.filter((d) => d.key !== key))}
            onChange={(key, patch) => update(draft.map((d) => (d.key === key ? { ...d, ...patch } : d)))}
          />
        </div>
        <Divider />
        <ProductSearch
          label={t`Add recommended products`}
          actionText={t`Add`}
          actionLabel={(product) => {
            const title = product.Title;
            return t`Add ${title}`;
          }}
          isDisabled={(product) =>
            inList.has(entityKey(product.Entity)) || entityKey(product.Entity) === entityKey(source)
          }
          onAction={(product) => {
            setAdded((current) => new Map(current).set(entityKey(product.Entity), product));
            update([...draft, newTarget(product.Entity)]);
          }}
        />
      </Stack>
    </Paper>
  );
}
