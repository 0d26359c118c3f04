import { settingsTabs, type SettingsTab } from './settings-constants';

// The shell's route table, its tab guard and mfe-settings' screens all read these, so a tab's path is
// written once.

const root = '/settings';

export const settingsPaths = {
  /** Redirects to the default tab (screens and routes: route table). */
  root,
  tab: (tab: SettingsTab) => `${root}/${tab}` as const,
  /** Every tab's path, in tab order (the development tab included). */
  tabs: settingsTabs.map((tab) => `${root}/${tab}` as const),
  /** The route the shell mounts mfe-settings on; which tabs exist is checked by the shell's settings route. */
  tabPattern: `${root}/:tab`,
  /** Anything deeper than a tab, still mfe-settings'. */
  underTabPattern: `${root}/:tab/*`,
  /** Every path of the area, for a catch-all screen. */
  any: `${root}/*`,
} as const;
