import { Paper, Text } from '@mantine/core';

/** The hover box of a chart: the day and the formatted value. */
export function ChartTooltip({
  date,
  label,
  value,
  color,
}: {
  date: string;
  label: string;
  value: string;
  color: string;
}) {
  return (
    <Paper shadow="sm" withBorder px="sm" py={6} radius="sm">
      <Text size="xs" c="dimmed">
        {date}
      </Text>
      <Text size="sm" fw={600}>
        <span
          aria-hidden="true"
          style={{
            display: 'inline-block',
            width: 8,
            height: 8,
            borderRadius: 4,
            background: color,
            marginRight: 6,
          }}
        />
        {label}: {value}
      </Text>
    </Paper>
  );
}
