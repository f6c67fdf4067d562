// Mantine's NavLink renders a Collapse only around nested links (NavLink children), which the
// portal's navigation (src/app/shell/NavLinks.tsx) does not have. This stand-in shows and hides
// nested links without the animation, should they ever come. See ../app-shell-light.mjs.
import { jsx } from 'react/jsx-runtime';

export function Collapse({ expanded, keepMounted, children, ...others }) {
  if (!expanded && !keepMounted) return null;
  return jsx('div', { ...others, hidden: !expanded, children });
}
