import { t } from '@lingui/core/macro';
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

/** dnd-kit's screen-reader texts, translated, naming products by title and positions 1-based. */
export function sortAnnouncements(
  titleOf: (id: string) => string,
  positionOf: (id: string) => number,
): Announcements {
  return {
    onDragStart: ({ active }) => {
      const title = titleOf(String(active.id));
      const position = positionOf(String(active.id));
      return t`Picked up ${title} at position ${position}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over) return undefined;
      const title = titleOf(String(active.id));
      const position = positionOf(String(over.id));
      return t`${title} is over position ${position}.`;
    },
    onDragEnd: ({ active, over }) => {
      const title = titleOf(String(active.id));
      if (!over) return t`${title} was dropped.`;
      const position = positionOf(String(over.id));
      return t`${title} was dropped at position ${position}.`;
    },
    onDragCancel: ({ active }) => {
      const title = titleOf(String(active.id));
      return t`Moving ${title} was cancelled.`;
    },
  };
}

export function sortInstructions(): ScreenReaderInstructions {
  return {
    draggable: t`To pick up a product, press Space or Enter. Move it with the arrow keys, press Space or Enter again to drop it, or Escape to cancel.`,
  };
}
