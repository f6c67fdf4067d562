import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState } from 'react';

/**
 * The Undo of a "… successfully" notification; usable once, while the notification lives. `onUndo`
 * reports its own failure and resolves `false` (or rejects): the button then offers the undo again.
 */
export function UndoButton({ onUndo }: { onUndo: () => Promise<boolean | void> }) {
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const undo = () => {
    setState('busy');
    onUndo().then(
      (ok) => setState(ok === false ? 'idle' : 'done'),
      () => setState('idle'),
    );
  };
  return (
    <Button
      display="flex"
      mt="xs"
      size="compact-sm"
      variant="light"
      leftSection={<IconArrowBackUp size={14} />}
      loading={state === 'busy'}
      disabled={state === 'done'}
      onClick={undo}
    >
      {state === 'done' ? <Trans>Restored</Trans> : <Trans>Undo</Trans>}
    </Button>
  );
}
