import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useRef, useState } from 'react';
import { getGetProductPositionOverridesForProductQueryOptions } from '@/api/generated/endpoints/pulse/pulse';
import { HttpError } from '@/api/errors';
import type { Product, ProductPositionOverride } from '@/api/generated/model';
import { confirmDelete } from '@/components/confirm';
import { lazyDialog, usePreloadWhenIdle } from '@/components/lazy-dialog';
import { usePortalScope, useScopeParams } from '@/scope/portal-scope';
import { contextLabel, pinRows, sameContext, type PinContext, type PinRow } from './pin-context';
import { usePinChange } from './use-pins';

interface Editing {
  /** Keeps the form mounted (and what was typed) while `pin` and `notice` change after a conflict. */
  id: number;
  context: PinContext;
  product: Product | null;
  pin?: ProductPositionOverride;
  notice?: string | null;
}

const staleStatuses = new Set([404, 409]);

const pinForm = lazyDialog(() => import('./PinFormModal').then((module) => module.PinFormModal));

/**
 * Opening, saving and deleting pins, shared by the ranking, the product's pins and the pins list.
 * Update is a compare-and-swap: on 409 (or 404) the stored pin is reloaded and becomes the new
 * "old" pin, the user is told, and the form keeps the input. `localOnly` (the local pins page,
 * PulseLocalPinsAccess) offers only pins per query and per navigation page, never global ones.
 */
export function usePinEditor({ localOnly = false }: { localOnly?: boolean } = {}) {
  const { t } = useLingui();
  const scope = useScopeParams();
  const { scope: current } = usePortalScope();
  const queryClient = useQueryClient();
  const change = usePinChange();
  const [editing, setEditing] = useState<Editing | null>(null);
  usePreloadWhenIdle(pinForm.preload);
  const nextId = useRef(0);

  const openAdd = useCallback((context: PinContext, product: Product | null) => {
    nextId.current += 1;
    setEditing({ id: nextId.current, context, product });
  }, []);
  const openEdit = useCallback((row: PinRow) => {
    nextId.current += 1;
    setEditing({ id: nextId.current, context: row.context, product: row.product, pin: row.pin });
  }, []);

  const reloadStored = async (context: PinContext, product: Product): Promise<PinRow | undefined> => {
    const params = {
      ...scope,
      productExternalId: product.Entity.ExternalId,
      productType: product.Entity.Type,
    };
    const fresh = await queryClient.fetchQuery(getGetProductPositionOverridesForProductQueryOptions(params));
    return pinRows(fresh)[context.kind].find((row) => sameContext(row.context, context));
  };

  const save = async (target: Editing, next: { context: PinContext; pin: ProductPositionOverride }) => {
    try {
      if (target.pin)
        await change.mutateAsync({
          action: 'update',
          ...next,
          old: { context: target.context, pin: target.pin },
        });
      else await change.mutateAsync({ action: 'add', ...next });
    } catch (error) {
      if (
        target.pin &&
        target.product &&
        error instanceof HttpError &&
        staleStatuses.has(error.status ?? 0)
      ) {
        const stored = await reloadStored(target.context, target.product).catch(() => undefined);
        setEditing({
          ...target,
          pin: stored?.pin,
          context: stored?.context ?? target.context,
          notice: stored
            ? t`This pin was changed meanwhile and has been reloaded. Saving again replaces it with your input.`
            : t`This pin no longer exists. Saving again adds it with your input.`,
        });
      }
      throw error;
    }
  };

  const remove = useCallback(
    (row: PinRow) => {
      const title = row.product.Title;
      const where = contextLabel(row.context);
      confirmDelete({
        title: t`Delete pin?`,
        message: t`The pin of ${title} (${where}) will be deleted.`,
        onConfirm: () => change.mutate({ action: 'delete', context: row.context, pin: row.pin }),
      });
    },
    [change, t],
  );

  const modal = (
    <Suspense fallback={null}>
      {editing ? (
        <pinForm.Dialog
          key={editing.id}
          pin={editing.pin}
          context={editing.context}
          product={editing.product}
          canEditDueToAd={current.access.PulsePinsDueToAdAccess}
          localOnly={localOnly}
          notice={editing.notice}
          onClose={() => setEditing(null)}
          onSave={(next) => save(editing, next)}
        />
      ) : null}
    </Suspense>
  );

  return { openAdd, openEdit, remove, modal };
}
