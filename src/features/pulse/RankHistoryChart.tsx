import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Group, Text } from '@mantine/core';
import type { PinHistoryEntry, RankingHistoryEntry } from '@/api/generated/model';
import { dayIndex, rangeIndexes, type ChartChanges } from '@/components/charts/change-marks';
import { ChangeList } from '@/components/charts/ChangeList';
import { ChangeOverlay, rangeFill, useMarkerText } from '@/components/charts/ChangeOverlay';
import { useWidth } from '@/components/charts/use-width';
import { rankSeries } from './rank-changes';
import { pointsAttr, rankChartModel } from './rank-chart';
import { formatRank } from './rank-display';
import { RankHistoryTable } from './RankHistoryTable';

const height = 240;
/** Room above the plot for the change markers, clear of the pinned positions at rank 1. */
const top = 18;
const left = 44;
const bottom = 28;
const pad = 8;
/** The drawing's width until the element is measured (one frame in a browser). */
const unmeasuredWidth = 1000;

/**
 * A product's rank per day with its pinned positions marked: 30 points of plain SVG (cheap, no
 * chart library), drawn at the width it has so its text stays legible on a phone, with the same
 * data as a table for screen readers and exact values. Rule changes from the journal are marked
 * and scheduled pins shaded as on the KPI charts.
 */
export function RankHistoryChart({
  history,
  pinHistory,
  changes,
}: {
  history: RankingHistoryEntry[];
  pinHistory: PinHistoryEntry[];
  changes?: ChartChanges;
}) {
  const { t, i18n } = useLingui();
  const markerText = useMarkerText();
  const { ref, width: measured } = useWidth<HTMLDivElement>();
  const width = measured > 0 ? measured : unmeasuredWidth;
  const plotW = width - left;
  const plotH = height - bottom;
  const model = rankChartModel(history, pinHistory, { width: plotW, height: plotH, pad, band: 22 });
  const ticks = [...new Set([1, Math.round((1 + model.maxRank) / 2), model.maxRank])];
  const y = model.yOf;
  const beyond = model.outOfRange[0] ? formatRank(model.outOfRange[0].rank) : null;
  const dates = model.days;
  const xLabels = [...new Set(dates.length ? [0, Math.floor((dates.length - 1) / 2), dates.length - 1] : [])];
  const days = history.length;
  const pinned = pinHistory.length;
  const rank = rankSeries(dates, history, t`Rank`, i18n.locale);
  const marked = changes?.markers.some((marker) => dayIndex(dates, marker.date) !== null);
  const shaded = changes?.ranges.some((range) => rangeIndexes(dates, range) !== null);

  return (
    <Box ref={ref}>
      <ChangeOverlay
        dates={dates}
        changes={measured > 0 ? changes : undefined}
        plot={{ left, top: top - pad, width: plotW, height: plotH }}
        x={(index) => left + model.xOf(dates[index]!)}
        describe={(marker) => markerText(marker.changes, rank, dates, marker.date)}
      >
        <svg
          viewBox={`0 0 ${width} ${top + height}`}
          width="100%"
          display="block"
          role="img"
          aria-label={t`Rank over the last ${days} days, pinned on ${pinned} days`}
        >
          <g transform={`translate(${left},${top})`}>
            {ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={0}
                  x2={plotW}
                  y1={y(tick)}
                  y2={y(tick)}
                  stroke="var(--mantine-color-default-border)"
                />
                <text
                  x={-8}
                  y={y(tick) + 4}
                  textAnchor="end"
                  fontSize={11}
                  fill="var(--mantine-color-dimmed)"
                >
                  {tick}
                </text>
              </g>
            ))}
            {beyond ? (
              <text
                x={-8}
                y={model.outOfRangeY + 4}
                textAnchor="end"
                fontSize={11}
                fill="var(--mantine-color-dimmed)"
              >
                {beyond}
              </text>
            ) : null}
            {xLabels.map((i) => (
              <text
                key={i}
                x={model.xOf(dates[i]!)}
                y={height - 8}
                textAnchor={i === 0 ? 'start' : i === dates.length - 1 ? 'end' : 'middle'}
                fontSize={11}
                fill="var(--mantine-color-dimmed)"
              >
                {dates[i]}
              </text>
            ))}
            {model.segments.map((segment, i) => (
              <polyline
                key={i}
                points={pointsAttr(segment)}
                fill="none"
                stroke="var(--mantine-color-blue-6)"
                strokeWidth={2}
              />
            ))}
            {model.segments.flat().map((p) => (
              <circle key={`r${p.date}`} cx={p.x} cy={p.y} r={2.5} fill="var(--mantine-color-blue-6)" />
            ))}
            {model.outOfRange.map((p) => (
              <circle
                key={`o${p.date}`}
                cx={p.x}
                cy={p.y}
                r={3.5}
                fill="var(--mantine-color-body)"
                stroke="var(--mantine-color-gray-6)"
                strokeWidth={1.5}
              />
            ))}
            {model.pins.map((p) => (
              <rect
                key={`p${p.date}`}
                x={p.x - 4}
                y={p.y - 4}
                width={8}
                height={8}
                fill="var(--mantine-color-orange-6)"
              />
            ))}
          </g>
        </svg>
      </ChangeOverlay>
      <Group gap="lg" mt={4} aria-hidden="true">
        <Legend
          swatch={<line x1={0} x2={14} y1={6} y2={6} stroke="var(--mantine-color-blue-6)" strokeWidth={2} />}
          text={t`Rank`}
        />
        <Legend
          swatch={<rect x={3} y={2} width={8} height={8} fill="var(--mantine-color-orange-6)" />}
          text={t`Pinned position`}
        />
        <Legend
          swatch={
            <circle
              cx={7}
              cy={6}
              r={3.5}
              fill="none"
              stroke="var(--mantine-color-gray-6)"
              strokeWidth={1.5}
            />
          }
          text={t`Beyond the ranked range`}
        />
        {marked ? (
          <Legend
            swatch={
              <rect
                x={3}
                y={2}
                width={8}
                height={8}
                rx={2}
                transform="rotate(45 7 6)"
                fill="var(--mantine-color-red-filled)"
              />
            }
            text={t`Rule change`}
          />
        ) : null}
        {shaded ? (
          <Legend
            swatch={
              <rect
                x={0}
                y={0}
                width={14}
                height={12}
                style={{ fill: rangeFill }}
                stroke="var(--mantine-color-yellow-outline)"
                strokeDasharray="2 2"
              />
            }
            text={t`Scheduled pin`}
          />
        ) : null}
        <Text size="xs" c="dimmed">
          <Trans>A gap: rank unknown</Trans>
        </Text>
      </Group>
      {changes ? <ChangeList changes={changes} dates={dates} series={[rank]} /> : null}
      <details style={{ marginTop: 8 }}>
        <summary>
          <Text span size="sm">
            <Trans>Show the history as a table</Trans>
          </Text>
        </summary>
        <RankHistoryTable history={history} pinHistory={pinHistory} markers={changes?.markers} />
      </details>
    </Box>
  );
}

function Legend({ swatch, text }: { swatch: React.ReactNode; text: string }) {
  return (
    <Group gap={6}>
      <svg width={14} height={12}>
        {swatch}
      </svg>
      <Text size="xs" c="dimmed">
        {text}
      </Text>
    </Group>
  );
}
