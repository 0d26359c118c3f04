import {
  platformCategories,
  platformKeys,
  platforms,
  RECOMMENDED_PLATFORM_ORDER,
  type PlatformKey,
} from '@scp/shared/contracts/settings/integrations-constants';
import { integrationsTexts } from '@scp/shared/contracts/settings/integrations-texts';

export interface PlatformGroup {
  /** The group's heading: 'Recommended' or a category. */
  title: string;
  platforms: PlatformKey[];
}

/** Whether the search matches the platform's key, label, description or badge, ignoring case (validation rules). */
export function platformMatches(platform: PlatformKey, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  const { label, description, badge } = platforms[platform];
  return [platform, label, description, badge].some((field) => field.toLowerCase().includes(needle));
}

/**
 * The platforms as the tab lists them (business constants): the recommended ones first in their own order,
 * then the rest by category in `platformCategories` order, catalogue order inside a category. Only
 * platforms that match `query`; a group left empty is left out.
 */
export function groupPlatforms(query: string): PlatformGroup[] {
  const recommended = new Set<PlatformKey>(RECOMMENDED_PLATFORM_ORDER);
  const groups: PlatformGroup[] = [
    { title: integrationsTexts.tab.recommended, platforms: [...RECOMMENDED_PLATFORM_ORDER] },
    ...platformCategories.map((category) => ({
      title: category,
      platforms: platformKeys.filter((key) => !recommended.has(key) && platforms[key].category === category),
    })),
  ];
  return groups
    .map((group) => ({ ...group, platforms: group.platforms.filter((key) => platformMatches(key, query)) }))
    .filter((group) => group.platforms.length > 0);
}
