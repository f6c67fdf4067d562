import {
  IconAbc,
  IconActivityHeartbeat,
  IconArrowsSort,
  IconArrowsUpDown,
  IconArrowsVertical,
  IconBasket,
  IconCompass,
  IconCopy,
  IconDirectionSign,
  IconHandFinger,
  IconHistory,
  IconStethoscope,
  IconListSearch,
  IconNotebook,
  IconPin,
  IconPuzzle,
  IconSearch,
  IconSitemap,
  IconUserHeart,
  IconWand,
  type Icon,
} from '@tabler/icons-react';
import type { pages, PageId } from '@/app/pages';

/** The pages that have a sidebar entry. */
export type MenuPageId = { [K in PageId]: (typeof pages)[K]['menu'] extends true ? K : never }[PageId];

/**
 * One icon per sidebar entry, none shared: the collapsed rail shows only the icons, so two entries
 * of a group with the same icon could not be told apart.
 */
export const navIcons: Record<MenuPageId, Icon> = {
  searchOverview: IconSearch,
  searchExplore: IconListSearch,
  searchBoostBury: IconArrowsSort,
  navigationOverview: IconCompass,
  navigationExplore: IconSitemap,
  navigationBoostBury: IconArrowsUpDown,
  recommendationsGrece: IconUserHeart,
  recommendationsGbr: IconBasket,
  recommendationsGce: IconPuzzle,
  recommendationsGre: IconCopy,
  recommendationsGreBoostBury: IconArrowsVertical,
  synonymsList: IconAbc,
  ruleHealth: IconStethoscope,
  snapshots: IconHistory,
  changeJournal: IconNotebook,
  redirects: IconDirectionSign,
  experience: IconWand,
  manualRecommendations: IconHandFinger,
  pulse: IconActivityHeartbeat,
  pulsePins: IconPin,
};
