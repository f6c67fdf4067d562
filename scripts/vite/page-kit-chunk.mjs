// The page kit: the building blocks most pages share (Mantine's page components and form, icons,
// the table virtualiser, the portal's own shared components) as ONE chunk instead of a chunk each.
// Without it a list page downloaded ~25 files of 1–10 KB after the startup chunk; over HTTP/1.1
// (six connections per host) that is five round trips in a row before the page can render.
// Only modules that at least `minPages` pages use join it, so no page downloads much it never runs.
export const pageKit = {
  name: 'page-kit',
  pages: /\/src\/routes\/_portal\/.*\?tsr-split=component$/,
  // Ten, not four: the KPI screens alone are a dozen route files, so at four the kit carried what
  // only they (and one or two more) use into every other page's first screen (issue 14).
  minPages: 10,
  include: [
    /[\\/]node_modules[\\/]@mantine[\\/](core|hooks|form)[\\/]/,
    /[\\/]node_modules[\\/]@tabler[\\/]icons-react[\\/]/,
    /[\\/]node_modules[\\/](react-number-format|@tanstack[\\/](react-virtual|virtual-core)|fast-deep-equal|klona)[\\/]/,
    // Not the charts and the rules transfer (loaded when used) nor the date field (@mantine/dates).
    /[\\/]src[\\/]components[\\/](?!rules-transfer[\\/]|charts[\\/]|DateTimeField)/,
    /[\\/]src[\\/]lib[\\/]/,
  ],
  // Forms (Mantine's form state, the number input and its formatter) are the editors' and dialogs':
  // in the kit every page would download them before its first paint, the KPI pages for nothing.
  exclude: [
    /[\\/]node_modules[\\/](@mantine[\\/]form|react-number-format|fast-deep-equal|klona)[\\/]/,
    /[\\/]node_modules[\\/]@mantine[\\/]core[\\/].*[\\/]NumberInput[\\/]/,
    // Dropdowns, menus, popovers, tooltips (floating-ui) and the virtualiser (issue 14): many pages
    // use them, but not all before their first paint (src/components/lazy/ loads them on first use).
    // In the kit every page would download them first; outside it only the pages that render them.
    /[\\/]node_modules[\\/]@mantine[\\/]core[\\/].*[\\/](Combobox|Select|MultiSelect|TagsInput|Autocomplete|PillsInput|Pill|Menu|Popover|Tooltip|HoverCard|ScrollArea|Table|Transition|Modal|ModalBase|Drawer|FocusTrap|Portal|Overlay|RemoveScroll)[\\/]/,
    // …and their stylesheets (scripts/vite/mantine-css-per-chunk.mjs): in the kit, the CSS of the
    // tables, scroll areas and pills would load before every page's first paint.
    /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]styles[\\/](Combobox|Select|MultiSelect|TagsInput|Autocomplete|PillsInput|Pill|Menu|Popover|Tooltip|HoverCard|ScrollArea|Table|Transition|Modal|ModalBase|Drawer|FocusTrap|Portal|Overlay|RemoveScroll|NumberInput)\.css$/,
    // What the KPI screens draw and few others do (segmented controls, chips, card grids): in the
    // kit the settings pages, lists and the editor would download it before their first paint.
    /[\\/]node_modules[\\/]@mantine[\\/]core[\\/].*[\\/](SegmentedControl|FloatingIndicator|Chip|SimpleGrid)[\\/]/,
    /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]styles[\\/](SegmentedControl|FloatingIndicator|Chip|SimpleGrid)\.css$/,
    // What only the settings and list pages run (confirmations, save notices, schedules, CSV, the
    // product thumbnail): in the kit the KPI pages would download it before their first paint.
    /[\\/]src[\\/]lib[\\/](schedule|csv)\.ts$/,
    /[\\/]src[\\/]components[\\/](confirm|settings-notifications|reload-status|ProductThumb)\.tsx?$/,
    // The virtualised table (and its virtualiser) comes with the list pages that render it.
    /[\\/]src[\\/]components[\\/]VirtualTable/,
    /[\\/]node_modules[\\/](@floating-ui|@tanstack[\\/](react-virtual|virtual-core)|react-remove-scroll[^\\/]*|react-transition-group|use-sidecar|use-callback-ref|react-style-singleton|tabbable)[\\/]/,
  ],
};
