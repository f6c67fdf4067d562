import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Group, Paper, Text, Tooltip } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from '@tabler/icons-react';
import type { Product } from '@/api/generated/model';
import { DateTimeField } from '@/components/DateTimeField';
import { ScheduleBadge } from '@/components/ScheduleBadge';
import { pickerToUtcIso, scheduleStatus } from '@/lib/schedule';
import type { DraftTarget } from './draft';
import { ProductLine } from './ProductLine';

interface Props {
  target: DraftTarget;
  product: Product | undefined;
  position: number;
  count: number;
  now: number;
  error?: string;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  onChange: (patch: Partial<Pick<DraftTarget, 'start' | 'end'>>) => void;
}

/** One recommended product: drag handle (mouse, touch, keyboard), position, schedule, move and remove. */
export function TargetRow({
  target,
  product,
  position,
  count,
  now,
  error,
  onMove,
  onRemove,
  onChange,
}: Props) {
  const { t } = useLingui();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: target.key });
  const title = product?.Title ?? target.entity.ExternalId;
  const index = position - 1;
  const status = scheduleStatus(
    { StartTime: pickerToUtcIso(target.start), EndTime: pickerToUtcIso(target.end) },
    now,
  );

  return (
    <Paper
      component="li"
      ref={setNodeRef}
      aria-label={title}
      withBorder
      p="xs"
      radius="md"
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        listStyle: 'none',
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            aria-label={t`Drag ${title}`}
            style={{ cursor: 'grab', touchAction: 'none' }}
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={18} />
          </ActionIcon>
          <Text fw={700} w={28} ta="right">
            {position}
          </Text>
          <ProductLine product={product} entity={target.entity} />
        </Group>
        <Group gap={4} wrap="nowrap">
          <ScheduleBadge status={status} />
          {target.dueToAd ? (
            <Badge color="grape.8" c="var(--mantine-color-text)" variant="outline" tt="none">
              {t`Due to ad`}
            </Badge>
          ) : null}
          <Tooltip label={t`Move up`}>
            <ActionIcon
              variant="subtle"
              disabled={index === 0}
              onClick={() => onMove(index, index - 1)}
              aria-label={t`Move up ${title}`}
            >
              <IconArrowUp size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t`Move down`}>
            <ActionIcon
              variant="subtle"
              disabled={index === count - 1}
              onClick={() => onMove(index, index + 1)}
              aria-label={t`Move down ${title}`}
            >
              <IconArrowDown size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t`Remove`}>
            <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={t`Remove ${title}`}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Group grow mt="xs" ml={64} align="flex-start">
        <DateTimeField
          size="xs"
          label={t`Start`}
          description={null}
          placeholder={t`Immediately`}
          value={target.start}
          onChange={(start) => onChange({ start })}
        />
        <DateTimeField
          size="xs"
          label={t`End`}
          description={null}
          placeholder={t`Until deleted`}
          value={target.end}
          onChange={(end) => onChange({ end })}
          error={error}
        />
      </Group>
    </Paper>
  );
}
