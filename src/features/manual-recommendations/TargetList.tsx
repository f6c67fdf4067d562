import { useLingui } from '@lingui/react/macro';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Stack, Text } from '@mantine/core';
import type { Product } from '@/api/generated/model';
import type { DraftTarget } from './draft';
import { sortAnnouncements, sortInstructions } from './dnd-announcements';
import { TargetRow } from './TargetRow';

interface Props {
  targets: DraftTarget[];
  products: Map<string, Product>;
  errors: Record<string, string>;
  now: number;
  onMove: (from: number, to: number) => void;
  onRemove: (key: string) => void;
  onChange: (key: string, patch: Partial<Pick<DraftTarget, 'start' | 'end'>>) => void;
}

// Mouse: a drag starts after 4 px, so a click stays a click. Touch: after holding the handle for
// 200 ms, so a swipe over the list still scrolls the page. Module constants keep the sensors the same
// object across renders, so a re-render in the middle of a keyboard drag does not replace them.
const mouseOptions = { activationConstraint: { distance: 4 } };
const touchOptions = { activationConstraint: { delay: 200, tolerance: 6 } };
const keyboardOptions = { coordinateGetter: sortableKeyboardCoordinates };

/** The recommended products in order, sortable by drag and drop, by keyboard, and by the move buttons. */
export function TargetList({ targets, products, errors, now, onMove, onRemove, onChange }: Props) {
  const { t } = useLingui();
  const sensors = useSensors(
    useSensor(MouseSensor, mouseOptions),
    useSensor(TouchSensor, touchOptions),
    useSensor(KeyboardSensor, keyboardOptions),
  );
  const ids = targets.map((target) => target.key);
  const titleOf = (id: string) =>
    products.get(id)?.Title ?? targets.find((target) => target.key === id)?.entity.ExternalId ?? id;
  const positionOf = (id: string) => ids.indexOf(id) + 1;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  if (targets.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="md">
        {t`No recommended products yet. Add some with the search below.`}
      </Text>
    );
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: sortAnnouncements(titleOf, positionOf),
        screenReaderInstructions: sortInstructions(),
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack component="ol" gap="xs" p={0} m={0} aria-label={t`Recommended products in order`}>
          {targets.map((target, index) => (
            <TargetRow
              key={target.key}
              target={target}
              product={products.get(target.key)}
              position={index + 1}
              count={targets.length}
              now={now}
              error={errors[target.key]}
              onMove={onMove}
              onRemove={() => onRemove(target.key)}
              onChange={(patch) => onChange(target.key, patch)}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
