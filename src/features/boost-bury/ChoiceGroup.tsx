import { Group, Radio } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Choice {
  value: string;
  label: ReactNode;
}

interface Props {
  label: string;
  value: string;
  choices: Choice[];
  onChange: (value: string) => void;
  description?: string;
  error?: string;
  disabled?: boolean;
}

/** A labelled row of native radio buttons: named, keyboard-usable, and easy to drive in tests. */
export function ChoiceGroup({ label, value, choices, onChange, description, error, disabled }: Props) {
  return (
    <Radio.Group label={label} description={description} error={error} value={value} onChange={onChange}>
      <Group gap="lg" mt={6}>
        {choices.map((choice) => (
          <Radio key={choice.value} value={choice.value} label={choice.label} disabled={disabled} />
        ))}
      </Group>
    </Radio.Group>
  );
}
