import { Group, Text } from '@mantine/core';

/** The product's name is not translated. */
const productName = 'Engine Portal';

export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="var(--mantine-color-indigo-6)" />
        <path d="M9 9h14v3H12.5v2.5H21v3h-8.5V20H23v3H9z" fill="#fff" />
      </svg>
      {compact ? null : (
        <Text fw={700} size="lg" c="var(--mantine-color-text)" style={{ whiteSpace: 'nowrap' }}>
          {productName}
        </Text>
      )}
    </Group>
  );
}
