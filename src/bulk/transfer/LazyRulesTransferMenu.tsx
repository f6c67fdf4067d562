import { warmMenu } from '@/components/lazy/LazyMenu';
import { lazyKit, useLazyKit, warm } from '@/components/lazy/lazy-kit';
import { useLazyTrigger } from '@/components/lazy/use-lazy-trigger';
import { usePointerHold } from '@/components/lazy/use-pointer-hold';
import type { RulesTransferMenuProps } from './RulesTransferMenu';
import { TransferMenuButton } from './TransferMenuButton';

const transferMenuKit = lazyKit(() => import('./RulesTransferMenu'));

/**
 * The rules transfer menu (export, import, copy, delete selected: its code, the confirmation and
 * the save notices, ~5 KB gzip) loaded when its button is first pointed at, focused or pressed,
 * not before the list's first paint. Until then its button alone; pressed early, the
 * menu opens as soon as it has loaded, and a focused button keeps the focus (as LazyMenu does).
 */
export function LazyRulesTransferMenu(props: RulesTransferMenuProps) {
  const kit = useLazyKit(transferMenuKit);
  const pointer = usePointerHold();
  const intent = () => {
    warm(transferMenuKit);
    warmMenu();
  };
  const { requested, focused, handlers } = useLazyTrigger(intent);
  if (kit && (requested || !pointer.held))
    return <kit.RulesTransferMenu {...props} standIn={{ requested, focused }} />;
  return (
    <TransferMenuButton
      aria-haspopup="menu"
      aria-expanded={false}
      {...pointer.handlers({}, intent)}
      {...handlers}
    />
  );
}
