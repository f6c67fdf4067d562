import { Trans } from '@lingui/react/macro';
import { Button, type ButtonProps } from '@mantine/core';
import { IconChevronDown, IconTransfer } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef } from 'react';

/** The rules transfer menu's button. */
export function TransferMenuButton(
  props: ButtonProps & Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps>,
) {
  return (
    <Button
      variant="default"
      leftSection={<IconTransfer size={16} />}
      rightSection={<IconChevronDown size={14} />}
      {...props}
    >
      <Trans>Import / export</Trans>
    </Button>
  );
}
