import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useRef, useState } from 'react';
import { getGetProductPositionOverridesForProductQueryOptions } from '@/api/generated/endpoints/pulse/pulse';
import { classifyConflict, type SaveConflict } from '@/lib/save-conflict';
import type { Product, ProductPositionOverride } from '@/api/generated/model';
import { confirmDelete } from '@/components/confirm';
import { lazyDialog, usePreloadWhenIdle } from '@/components/lazy-dialog';
import { usePortalScope, useScopeParams } from '@/scope/portal-scope';
import { contextLabel, type PinContext, type PinRow } from './pin-context';
import { isPinConflict, pinKey, samePinInContext, storedPins, type ComparedPin } from './pin-conflict';
import type { PinInContext } from './pin-requests';
import { usePinChange } from './use-pins';

interface Editing {
  /** Keeps the form mounted (and what was typed) while `base` and `conflict` change after a conflict. */
  id: number;
  context: PinContext;
  product: Product | null;
  /** The pin as opened (edit), or undefined to add one. */
  pin?: ProductPositionOverride;
  /** The stored pin the save replaces (compare-and-swap); after a conflict the current one, null when gone. */
  base: PinInContext | null;
  conflict?: SaveConflict<ComparedPin>;
}

const pinForm = lazyDialog(() => import('./PinFormModal').then((module) => module.PinFormModal));

/**
 * Opening, saving and deleting pins, shared by the ranking, the product's pins and the pins list.
 * Update is a compare-and-swap: on 409 (or 404) the product's pins are reloaded, the form tells which
 * conflict it was with the actions that resolve it, and keeps the input. `localOnly` (the local pins page,
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
    setEditing({ id: nextId.current, context, product, base: null });
  }, []);
  const openEdit = useCallback((row: PinRow) => {
    nextId.current += 1;
    setEditing({
      id: nextId.current,
      context: row.context,
      product: row.product,
      pin: row.pin,
      base: { context: row.context, pin: row.pin },
    });
  }, []);

  const reloadStored = async (product: Product['Entity']): Promise<ComparedPin[]> => {
    const params = { ...scope, productExternalId: product.ExternalId, productType: product.Type };
    const fresh = await queryClient.fetchQuery({
      ...getGetProductPositionOverridesForProductQueryOptions(params),
      staleTime: 0,
    });
    return storedPins(fresh);
  };

  const save = async (target: Editing, next: PinInContext) => {
    const base = target.base;
    try {
      if (base) await change.mutateAsync({ action: 'update', ...next, old: base });
      else await change.mutateAsync({ action: 'add', ...next });
    } catch (error) {
      if (isPinConflict(error)) {
        const fresh = await reloadStored(next.pin.Entity).catch(() => null);
        if (fresh) {
          // Which conflict it was shows in the product's pins as stored now; the form keeps the input
          // and continues from the stored version, so the action it offers does what it says.
          const conflict = classifyConflict(next, base, fresh, pinKey, samePinInContext);
          const nextBase =
            conflict.kind === 'stale' ? conflict.current : conflict.kind === 'gone' ? null : base;
          setEditing((previous) => previous && { ...previous, base: nextBase, conflict });
        }
      }
      throw error;
    }
  };

  const openExisting = ({ context, pin, product }: ComparedPin) =>
    setEditing((previous) => {
      if (!previous) return previous;
      nextId.current += 1;
      return {
        id: nextId.current,
        context,
        product: product ?? previous.product,
        pin,
        base: { context, pin },
      };
    });

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
          conflict={editing.conflict}
          onOpenExisting={openExisting}
          onClose={() => setEditing(null)}
          onSave={(next) => save(editing, next)}
        />
      ) : null}
    </Suspense>
  );

  // Pointed at or focused, an Add or Edit button fetches the form's code before the press.
  return { openAdd, openEdit, remove, modal, preloadForm: pinForm.preload };
}
