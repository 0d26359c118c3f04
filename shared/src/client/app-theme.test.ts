import { theme } from 'antd';
import { appThemeConfig, type AppThemeMode } from './app-theme';

/** WCAG 2.2 relative luminance of an opaque colour. */
function luminance([r, g, b]: number[]): number {
  const linear = (value: number) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}

/** '#rrggbb' or 'rgba(r, g, b, a)' laid over an opaque background. */
function over(colour: string, background: number[]): number[] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (hex) return hex.slice(1, 4).map((part) => parseInt(part, 16));
  const rgba = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)$/.exec(colour);
  if (!rgba) throw new Error(`unexpected colour ${colour}`);
  const alpha = Number(rgba[4] ?? 1);
  return [1, 2, 3].map((index) => Math.round(Number(rgba[index]) * alpha + background[index - 1]! * (1 - alpha)));
}

function contrast(foreground: string, background: string): number {
  const base = over(background, [0, 0, 0]);
  const [a, b] = [luminance(over(foreground, base)), luminance(base)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

describe.each<AppThemeMode>(['dark', 'light'])('the %s theme meets WCAG 2.2 AA (issue 20)', (mode) => {
  const token = theme.getDesignToken(appThemeConfig(mode));
  const backgrounds = {
    layout: token.colorBgLayout,
    container: token.colorBgContainer,
    elevated: token.colorBgElevated,
  };

  it.each([
    'colorText',
    'colorTextSecondary',
    'colorTextDescription',
    'colorLink',
    'colorLinkHover',
    'colorLinkActive',
  ] as const)('%s is at least 4.5:1 on every surface', (name) => {
    for (const background of Object.values(backgrounds)) {
      expect(contrast(token[name], background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(['colorTextPlaceholder', 'colorErrorText', 'colorSuccessText'] as const)(
    '%s is at least 4.5:1 on every surface',
    (name) => {
      for (const background of Object.values(backgrounds)) {
        expect(contrast(token[name], background)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('error text is at least 4.5:1 on the error background too (an alert)', () => {
    expect(contrast(token.colorErrorText, token.colorErrorBg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['colorBorder', 'colorPrimaryBorder', 'controlOutline', 'colorIcon'] as const)(
    '%s (a control edge, a focus ring, an icon) is at least 3:1 on every surface',
    (name) => {
      for (const background of Object.values(backgrounds)) {
        expect(contrast(token[name], background)).toBeGreaterThanOrEqual(3);
      }
    },
  );

  it('white text on the brand fill (a primary button) is at least 4.5:1', () => {
    expect(contrast('#ffffff', token.colorPrimary)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('motion', () => {
  it("keeps antd's motion unless the system asks for less", () => {
    expect(theme.getDesignToken(appThemeConfig('dark')).motion).toBe(true);
    expect(theme.getDesignToken(appThemeConfig('dark', { reducedMotion: true })).motion).toBe(false);
  });
});
