import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Box, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowDown,
  IconArrowUp,
  IconEdit,
  IconMinus,
  IconTrash,
} from '@tabler/icons-react';
import type { AttributeInfo, BoostRuleProxy } from '@/api/generated/model';
import { amountAttributes, conditionAttributes } from './boost-form';
import { fromBoostFields } from './boost-value';
import { strengthLabels } from './labels';
import { describeRule } from './rule-sentence';

interface Props {
  rules: BoostRuleProxy[];
  /** Undefined while loading: no "unavailable attribute" marks until the list is known. */
  attributes: AttributeInfo[] | undefined;
  onEdit: (rule: BoostRuleProxy) => void;
  onDelete: (rule: BoostRuleProxy) => void;
}

function EffectBadge({ rule }: { rule: BoostRuleProxy }) {
  const { t, i18n } = useLingui();
  const amount = fromBoostFields(rule);
  if (!amount || (amount.kind === 'fixed' && amount.strength === 'none')) {
    return (
      <Badge color="gray" variant="light" leftSection={<IconMinus size={12} aria-hidden />}>
        {amount ? t`No effect` : t`Custom amount`}
      </Badge>
    );
  }
  const boost = amount.direction === 'boost';
  const source = amount.kind === 'attribute' ? amount.attribute : '';
  const detail = amount.kind === 'fixed' ? i18n._(strengthLabels[amount.strength]) : t`by ${source}`;
  return (
    <Stack gap={2} align="flex-start">
      <Badge
        color={boost ? 'teal' : 'orange'}
        variant="light"
        // Dark text on the light tint: small uppercase teal/orange text fails contrast (axe).
        styles={{ label: { color: 'var(--mantine-color-text)' } }}
        leftSection={boost ? <IconArrowUp size={12} aria-hidden /> : <IconArrowDown size={12} aria-hidden />}
      >
        {boost ? t`Boost` : t`Bury`}
      </Badge>
      <Text size="xs" c="dimmed">
        {detail}
      </Text>
    </Stack>
  );
}

/** The rules of the quest in stored order, each as a sentence, with edit and delete. */
export function BoostRulesTable({ rules, attributes, onEdit, onDelete }: Props) {
  const { t, i18n } = useLingui();
  const conditions = attributes ? new Set(conditionAttributes(attributes).map((a) => a.Name)) : null;
  const amounts = attributes ? new Set(amountAttributes(attributes).map((a) => a.Name)) : null;

  return (
    // On a phone the effect moves under the rule, so the rule and its actions fit the screen.
    <Table.ScrollContainer minWidth={320}>
      <Table aria-label={t`Boost and bury rules`} verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Rule`}</Table.Th>
            <Table.Th w={180} visibleFrom="sm">
              {t`Effect`}
            </Table.Th>
            <Table.Th w={88}>{t`Actions`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rules.map((rule, index) => {
            const sentence = describeRule(rule, i18n.locale);
            const unavailable =
              (conditions && !conditions.has(rule.AttributeName)) ||
              (amounts && rule.BoostFromAttribute != null && !amounts.has(rule.BoostFromAttribute));
            return (
              // Stored rules are unique (the server refuses duplicates); the index keeps keys stable anyway.
              <Table.Tr key={`${index}:${sentence}`}>
                <Table.Td>
                  <Text size="sm">{sentence}</Text>
                  <Box hiddenFrom="sm" mt={4}>
                    <EffectBadge rule={rule} />
                  </Box>
                  {unavailable ? (
                    <Group gap={4} mt={4}>
                      <IconAlertTriangle size={14} color="var(--mantine-color-yellow-7)" aria-hidden />
                      <Text
                        size="xs"
                        c="var(--portal-text-caution)"
                      >{t`Uses an attribute this scope no longer offers; edit the rule to fix it.`}</Text>
                    </Group>
                  ) : null}
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <EffectBadge rule={rule} />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={t`Edit`}>
                      <ActionIcon
                        variant="subtle"
                        onClick={() => onEdit(rule)}
                        aria-label={t`Edit rule: ${sentence}`}
                      >
                        <IconEdit size={18} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t`Delete`}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => onDelete(rule)}
                        aria-label={t`Delete rule: ${sentence}`}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
