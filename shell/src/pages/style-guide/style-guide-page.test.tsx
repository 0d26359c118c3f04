import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from 'antd';
import { appThemeConfig, type AppThemeMode } from '@scp/shared/client/app-theme';
import { AntTheme } from '../../theme/route-theme';
import { shellPagesTexts } from '../shell-pages-texts';
import { StyleGuidePage } from './style-guide-page';
import { bodySizes, colourTokens, headingLevels, spacingTokens } from './token-samples';

const texts = shellPagesTexts.styleGuide;
const modes: AppThemeMode[] = ['light', 'dark'];
/** The tokens the app's theme gives, worked out by antd from the same `appThemeConfig` the shell applies. */
const tokensOf = (mode: AppThemeMode) => theme.getDesignToken(appThemeConfig(mode));

function renderPage(pageMode: AppThemeMode) {
  return render(
    <AntTheme mode={pageMode}>
      <StyleGuidePage title="Style Guide" />
    </AntTheme>,
  );
}

/** The section named by this h2. */
const section = (name: string) => screen.getByRole('region', { name });
/** The light or dark panel inside a section. */
const panel = (within_: HTMLElement, mode: AppThemeMode) => {
  const found = within_.querySelector<HTMLElement>(`[data-theme-panel="${mode}"]`);
  if (!found) throw new Error(`no ${mode} panel`);
  return found;
};
const row = (container: HTMLElement, token: string) => {
  const found = container.querySelector<HTMLElement>(`[data-token="${token}"]`);
  if (!found) throw new Error(`no row for ${token}`);
  return found;
};

describe.each(modes)('style guide on a page in the %s theme', (pageMode) => {
  it('has one h1, its title, and every section as a region named by its h2', () => {
    renderPage(pageMode);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Style Guide' })).toBeInTheDocument();
    for (const name of Object.values(texts.sections)) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
      expect(section(name)).toBeInTheDocument();
    }
    // No landmark of its own beyond the named sections: the layout has the page's main.
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  it('shows every colour token in the light and in the dark theme, with the value the app theme gives', () => {
    renderPage(pageMode);
    const colours = section(texts.sections.colours);
    for (const mode of modes) {
      const box = panel(colours, mode);
      expect(within(box).getByRole('heading', { level: 3, name: texts.themes[mode] })).toBeInTheDocument();
      const tokens = tokensOf(mode);
      for (const [group, names] of Object.entries(colourTokens)) {
        expect(
          within(box).getByRole('heading', { level: 4, name: texts.colourGroups[group as keyof typeof colourTokens] }),
        ).toBeInTheDocument();
        for (const name of names) {
          const swatch = row(box, name);
          expect(swatch).toHaveTextContent(name);
          expect(swatch).toHaveTextContent(String(tokens[name]));
        }
      }
      // The panel is drawn in its own theme, whatever the page's.
      expect(box).toHaveStyle({ background: tokens.colorBgContainer });
    }
    expect(row(panel(colours, 'light'), 'colorPrimary')).toHaveTextContent('#0066cc');
    expect(row(panel(colours, 'dark'), 'colorBgContainer')).toHaveTextContent('#141414');
  });

  it('shows the type scale and the spacing steps from the tokens', () => {
    renderPage(pageMode);
    const tokens = tokensOf(pageMode);
    const type = section(texts.sections.typeScale);
    for (const level of headingLevels) {
      const name = `fontSizeHeading${level}` as const;
      expect(row(type, name)).toHaveTextContent(`${texts.heading(level)}${name} ${tokens[name]}px`);
    }
    for (const name of bodySizes) expect(row(type, name)).toHaveTextContent(`${name} ${tokens[name]}px`);
    // Samples, not headings: the page keeps its heading order.
    expect(within(type).getAllByRole('heading')).toHaveLength(1);

    const spacing = section(texts.sections.spacing);
    for (const name of [...spacingTokens.padding, ...spacingTokens.margin]) {
      expect(row(spacing, name)).toHaveTextContent(`${name} ${tokens[name]}px`);
    }
  });

  it("shows the app's components in the light and in the dark theme", async () => {
    renderPage(pageMode);
    const components = section(texts.sections.components);
    const c = texts.components;
    for (const mode of modes) {
      const box = within(panel(components, mode));
      for (const name of [
        c.buttons,
        c.switches,
        c.spin,
        c.skeleton,
        c.space,
        c.divider,
        c.fields,
        c.tabList,
        c.statTiles,
      ]) {
        expect(box.getByRole('heading', { level: 4, name })).toBeInTheDocument();
      }
      for (const name of [c.primary, c.default, c.dashed, c.text, c.link, c.danger]) {
        expect(box.getByRole('button', { name })).toBeEnabled();
      }
      expect(box.getByRole('button', { name: c.disabled })).toBeDisabled();
      // antd names its spinner icon 'loading' too.
      expect(box.getByRole('button', { name: new RegExp(`${c.loading}$`) })).toHaveClass('ant-btn-loading');
      expect(box.getByRole('switch', { name: c.switchOn })).toBeChecked();
      expect(box.getByRole('switch', { name: c.switchOff })).not.toBeChecked();
      expect(box.getByRole('textbox', { name: c.nameLabel })).toHaveAttribute('placeholder', c.namePlaceholder);
      expect(box.getByRole('textbox', { name: c.websiteLabel })).toHaveAccessibleDescription(c.websiteError);
      expect(box.getByLabelText(c.passwordLabel)).toHaveAttribute('type', 'password');
      expect(box.getByRole('textbox', { name: c.notesLabel }).tagName).toBe('TEXTAREA');
      expect(box.getByRole('tablist', { name: c.tabList })).toBeInTheDocument();
      for (const stat of c.stats) expect(box.getByRole('listitem', { name: stat.label })).toHaveTextContent(stat.value);
    }
    // The tabs work in each panel on their own.
    const dark = within(panel(components, 'dark'));
    await userEvent.click(dark.getByRole('tab', { name: c.tabs.drafts }));
    expect(dark.getByRole('tab', { name: c.tabs.drafts })).toHaveAttribute('aria-selected', 'true');
    expect(dark.getByRole('tabpanel', { name: c.tabs.drafts })).toHaveTextContent(c.tabPanel(c.tabs.drafts));
    const light = within(panel(components, 'light'));
    expect(light.getByRole('tab', { name: c.tabs.posts })).toHaveAttribute('aria-selected', 'true');
  });

  it('raises each kind of toast through the app toaster', async () => {
    renderPage(pageMode);
    const toasts = within(section(texts.sections.toasts));
    for (const kind of ['success', 'info', 'warning'] as const) {
      await userEvent.click(toasts.getByRole('button', { name: texts.toasts[kind].button }));
      const shown = screen.getByText(texts.toasts[kind].title).closest('.scp-toast');
      expect(shown).toHaveAttribute('role', 'status');
      expect(shown).toHaveTextContent(texts.toasts[kind].description);
    }
    await userEvent.click(toasts.getByRole('button', { name: texts.toasts.error.button }));
    const error = screen.getByText(texts.toasts.error.title).closest('.scp-toast');
    expect(error).toHaveAttribute('role', 'alert');
    expect(error).toHaveTextContent(texts.toasts.error.description);
  });

  it('shows the status blocks the app uses', () => {
    renderPage(pageMode);
    const states = within(section(texts.sections.states));
    for (const name of [
      texts.states.success.title,
      texts.states.notAvailable,
      texts.states.notFound.title,
      'Unable to load Dashboard',
      'Something went wrong',
    ]) {
      expect(states.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(states.getByText('Calendar is not available yet.')).toBeInTheDocument();
    expect(states.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });
});
