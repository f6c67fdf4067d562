import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatIsoDate } from '@/lib/format';
import type { SnapshotMeta, SnapshotOrigin } from '@/rules/snapshots/snapshot';

export const originLabels: Record<SnapshotOrigin, MessageDescriptor> = {
  taken: msg`Taken`,
  automatic: msg`Automatic`,
  imported: msg`Imported`,
};

const clocks = new Map<string, Intl.DateTimeFormat>();

/**
 * When a snapshot was taken, to the second: the portal keeps one before the first change of a day
 * and one before each restore or copy, so several snapshots of a scope often fall in one minute.
 */
export function snapshotTime(takenAt: number, locale: string): string {
  let clock = clocks.get(locale);
  if (!clock) {
    clock = new Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(locale, clock);
  }
  const date = new Date(takenAt);
  return `${formatIsoDate(date)} ${clock.format(date)}`;
}

/** A snapshot as the compare pickers name it: when, and how it came to be. */
export function snapshotName(i18n: I18n, snapshot: SnapshotMeta): string {
  const when = snapshotTime(snapshot.takenAt, i18n.locale);
  const origin = i18n._(originLabels[snapshot.origin]);
  return i18n._(msg`Snapshot of ${when} (${origin})`);
}
