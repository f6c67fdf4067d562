import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState } from 'react';

/** The Undo of a "deleted successfully" notification; usable once, while the notification lives. */
export function UndoButton({ onUndo }: { onUndo: () => Promise<unknown> }) {
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const undo = () => {
    setState('busy');
    // A failed undo has already been reported by the save; the button offers it again.
    onUndo().then(
      () => setState('done'),
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
