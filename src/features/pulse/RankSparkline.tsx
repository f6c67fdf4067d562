import { useLingui } from '@lingui/react/macro';
import type { PinHistoryEntry, RankingHistoryEntry } from '@/api/generated/model';
import { pointsAttr, rankChartModel } from './rank-chart';
import { formatRank } from './rank-display';

const width = 128;
const height = 34;

/** A tiny rank-history chart for a ranking row (30 points: plain SVG, no chart library). */
export function RankSparkline({
  history,
  pinHistory,
}: {
  history: RankingHistoryEntry[];
  pinHistory: PinHistoryEntry[];
}) {
  const { t } = useLingui();
  const model = rankChartModel(history, pinHistory, { width, height, pad: 3, band: 5 });
  const days = history.length;
  const first = formatRank(history[0]?.Rank ?? -1);
  const last = formatRank(history.at(-1)?.Rank ?? -1);
  const pinned = pinHistory.length;
  const label = days
    ? t`Rank over the last ${days} days: from ${first} to ${last}; pinned on ${pinned} days`
    : t`No rank history`;
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
      <title>{label}</title>
      {model.segments.map((segment, i) =>
        segment.length === 1 ? (
          <circle key={i} cx={segment[0]!.x} cy={segment[0]!.y} r={1.5} fill="var(--mantine-color-blue-6)" />
        ) : (
          <polyline
            key={i}
            points={pointsAttr(segment)}
            fill="none"
            stroke="var(--mantine-color-blue-6)"
            strokeWidth={1.5}
          />
        ),
      )}
      {model.outOfRange.map((p) => (
        <circle
          key={`o${p.date}`}
          cx={p.x}
          cy={p.y}
          r={1.6}
          fill="none"
          stroke="var(--mantine-color-gray-6)"
          strokeWidth={1}
        />
      ))}
      {model.pins.map((p) => (
        <rect
          key={`p${p.date}`}
          x={p.x - 2}
          y={p.y - 2}
          width={4}
          height={4}
          fill="var(--mantine-color-orange-6)"
        />
      ))}
    </svg>
  );
}
