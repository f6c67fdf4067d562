import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Pill, Stack, Text, Tooltip } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { Feature } from '@/api/generated/model';

interface Props {
  index: number;
  features: Feature[];
  onRemoveFeature: (attribute: string) => void;
  onRemoveValue: (attribute: string, value: string) => void;
}

/** The attribute conditions of a feature set; each value and each attribute can be removed. */
export function FeatureList({ index, features, onRemoveFeature, onRemoveValue }: Props) {
  const { t } = useLingui();
  if (features.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t`This feature set has no features left, so it favours no product.`}
      </Text>
    );
  return (
    <Stack gap={6} role="list" aria-label={t`Features of feature set ${index}`}>
      {features.map((feature) => {
        const attribute = feature.AttributeName;
        return (
          <Group key={attribute} gap="xs" wrap="nowrap" align="center" role="listitem">
            <Text size="sm" fw={500} w={100} truncate="end" title={attribute}>
              {attribute}
            </Text>
            <Group gap={4} style={{ flex: 1 }}>
              {feature.Values.map((value) => (
                <Pill
                  key={value}
                  withRemoveButton
                  onRemove={() => onRemoveValue(attribute, value)}
                  // Mantine hides the remove button from keyboard and screen readers by default (it expects an input next to it).
                  removeButtonProps={{
                    'aria-label': t`Remove ${value} from ${attribute} in feature set ${index}`,
                    'aria-hidden': false,
                    tabIndex: 0,
                  }}
                >
                  {value}
                </Pill>
              ))}
            </Group>
            <Tooltip label={t`Remove attribute`}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                onClick={() => onRemoveFeature(attribute)}
                aria-label={t`Remove attribute ${attribute} from feature set ${index}`}
              >
                <IconX size={14} />
              </ActionIcon>
            </Tooltip>
          </Group>
        );
      })}
    </Stack>
  );
}
