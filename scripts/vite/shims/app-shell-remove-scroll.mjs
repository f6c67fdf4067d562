// What Mantine's AppShell sections take from react-remove-scroll: the class names that keep a fixed
// header clear of the scrollbar a modal hides (react-remove-scroll-bar's constants, the same ones
// the real RemoveScroll of a modal reads). See ../app-shell-light.mjs.
import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';

export const RemoveScroll = { classNames: { zeroRight: zeroRightClassName, fullWidth: fullWidthClassName } };
