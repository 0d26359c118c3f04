import { settingsTabs } from './settings-constants';
import { settingsPaths } from './settings-paths';

describe('settingsPaths', () => {
  it('puts every tab under /settings, in tab order', () => {
    expect(settingsPaths.tab('voice')).toBe('/settings/voice');
    expect(settingsPaths.tabs).toEqual(settingsTabs.map((tab) => `/settings/${tab}`));
    expect(settingsPaths.tabs[0]).toBe('/settings/profile');
  });
});
