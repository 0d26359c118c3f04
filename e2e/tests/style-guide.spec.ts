import type { Locator, Page } from '@playwright/test';
import { shellPagesTexts } from '../../shell/src/pages/shell-pages-texts';
import { expect, test, toast } from '../fixtures/test';
import { axeBuilder } from '../fixtures/axe';

// Issue 16: the style guide in the light and the dark theme at phone and desktop widths, and the
// developer pages of the app's sheet and dialog. All public: a signed-out visitor sees them.
const texts = shellPagesTexts.styleGuide;
const devTexts = shellPagesTexts.devPages;

/** The device's theme choice (shell/src/theme/theme-mode.tsx `themeStorageKey`), read as the app loads. */
const themeStorageKey = 'scp.theme';
const themes = ['light', 'dark'] as const;
const widths = [375, 1440] as const;
/** The app theme's container background (`colorBgContainer` of appThemeConfig): how a panel shows its theme. */
const panelBackground = { light: 'rgb(255, 255, 255)', dark: 'rgb(20, 20, 20)' } as const;
/** Its `colorErrorText` (#cf1322, #ff7875). */
const dangerText = { light: 'rgb(207, 19, 34)', dark: 'rgb(255, 120, 117)' } as const;

/** Chooses the theme before the app starts, as a visitor's earlier choice on this device would. */
async function chooseTheme(page: Page, mode: (typeof themes)[number]): Promise<void> {
  await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
    key: themeStorageKey,
    value: mode,
  });
}

async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await axeBuilder(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join('; ')}`);
}

async function expectFocusInside(dialog: Locator): Promise<void> {
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

test.describe('style guide', () => {
  // Toasts show in their final state at once (no fade caught mid-way by a contrast check).
  test.use({ reducedMotion: 'reduce' });

  for (const mode of themes) {
    for (const width of widths) {
      test(`renders in the ${mode} theme at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await chooseTheme(page, mode);
        await page.goto('/style-guide');
        await expect(page.getByRole('heading', { level: 1, name: 'Style Guide' })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);

        for (const name of Object.values(texts.sections)) {
          const heading = page.getByRole('heading', { level: 2, name, exact: true });
          await heading.scrollIntoViewIfNeeded();
          await expect(heading).toBeVisible();
        }

        // Colours and components in both themes, each panel drawn in its own theme's colours.
        for (const section of [texts.sections.colours, texts.sections.components]) {
          const region = page.getByRole('region', { name: section, exact: true });
          const light = region.locator('[data-theme-panel="light"]');
          const dark = region.locator('[data-theme-panel="dark"]');
          for (const [panelMode, panel] of [
            ['light', light],
            ['dark', dark],
          ] as const) {
            await expect(panel.getByRole('heading', { level: 3, name: texts.themes[panelMode] })).toBeVisible();
            await expect(panel).toHaveCSS('background-color', panelBackground[panelMode]);
          }
          const [lightBox, darkBox] = [await light.boundingBox(), await dark.boundingBox()];
          expect(lightBox && darkBox).toBeTruthy();
          if (width >= 1024) {
            // Side by side.
            expect(Math.abs(darkBox!.y - lightBox!.y)).toBeLessThan(1);
            expect(darkBox!.x).toBeGreaterThanOrEqual(lightBox!.x + lightBox!.width);
          } else {
            // One above the other.
            expect(darkBox!.y).toBeGreaterThanOrEqual(lightBox!.y + lightBox!.height);
          }
        }

        // The swatches carry the app theme's values (the brand accent, the dark container).
        const colours = page.getByRole('region', { name: texts.sections.colours, exact: true });
        await expect(colours.locator('[data-theme-panel="light"] [data-token="colorPrimary"]')).toContainText(
          '#0066cc',
        );
        await expect(colours.locator('[data-theme-panel="dark"] [data-token="colorBgContainer"]')).toContainText(
          '#141414',
        );

        // The danger button's text in the theme's error text colour (`colorErrorText`), 4.5:1 or more.
        const components = page.getByRole('region', { name: texts.sections.components, exact: true });
        for (const panelMode of themes) {
          await expect(
            components
              .locator(`[data-theme-panel="${panelMode}"]`)
              .getByRole('button', { name: texts.components.danger, exact: true }),
          ).toHaveCSS('color', dangerText[panelMode]);
        }

        // Nothing wider than the screen.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          'horizontal overflow',
        ).toBe(true);

        const violations = await seriousAxeViolations(page);
        expect(violations, violations.join('\n')).toEqual([]);

        // A toast raised from the page appears.
        const raise = page.getByRole('button', { name: texts.toasts.success.button });
        await raise.scrollIntoViewIfNeeded();
        await raise.click();
        await expect(toast(page, texts.toasts.success.title)).toBeVisible();
        await expect(toast(page, texts.toasts.success.title)).toContainText(texts.toasts.success.description);
      });
    }
  }
});

test.describe('developer pages', () => {
  test('/test/dialog: the dialog opens with focus inside; Escape closes it as "Cancelled"; Confirm as "Confirmed"', async ({
    page,
  }) => {
    const t = devTexts.dialog;
    await page.goto('/test/dialog');
    await expect(page.getByRole('heading', { level: 1, name: 'Dialog Test' })).toBeVisible();
    const open = page.getByRole('button', { name: t.open });
    const result = page.getByRole('status').filter({ hasText: t.resultLabel });
    const dialog = page.getByRole('dialog', { name: t.dialogTitle });

    await open.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(t.body)).toBeVisible();
    await expectFocusInside(dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(result).toContainText(t.cancelled);
    await expect(open).toBeFocused();

    await open.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t.confirm }).click();
    await expect(dialog).toBeHidden();
    await expect(result).toContainText(t.confirmed);
    await expect(open).toBeFocused();

    // A click on the backdrop, outside the centred box, cancels too.
    await open.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(result).toContainText(t.cancelled);
  });

  test('/test/simple-sheet: the sheet opens, Escape closes it and focus goes back', async ({ page }) => {
    const t = devTexts.simpleSheet;
    await page.goto('/test/simple-sheet');
    await expect(page.getByRole('heading', { level: 1, name: 'Simple Sheet Test' })).toBeVisible();
    const open = page.getByRole('button', { name: t.open });
    const sheet = page.getByRole('dialog', { name: t.sheetTitle });
    await open.click();
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText(t.body)).toBeVisible();
    await expectFocusInside(sheet);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
    await sheet.locator('footer').getByRole('button', { name: devTexts.close }).click();
    await expect(sheet).toBeHidden();
  });

  test('/test/sheet-animation: the sheet opens at the left and at the right edge', async ({ page }) => {
    const t = devTexts.sheetAnimation;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/test/sheet-animation');
    await expect(page.getByRole('heading', { level: 1, name: 'Sheet Animation Test' })).toBeVisible();
    const state = page.getByRole('status').filter({ hasText: /^Sheet / });
    await expect(state).toHaveText(t.state(null));

    await page.getByRole('button', { name: t.openLeft }).click();
    const left = page.getByRole('dialog', { name: t.sheetTitle('left') });
    await expect(left).toBeVisible();
    await expect(state).toHaveText(t.state('left'));
    expect((await left.boundingBox())!.x).toBe(0);
    await page.keyboard.press('Escape');
    await expect(left).toBeHidden();
    await expect(state).toHaveText(t.state(null));

    await page.getByRole('button', { name: t.openRight }).click();
    const right = page.getByRole('dialog', { name: t.sheetTitle('right') });
    await expect(right).toBeVisible();
    await expect(state).toHaveText(t.state('right'));
    const box = (await right.boundingBox())!;
    const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
    expect(Math.round(box.x + box.width)).toBe(pageWidth);
    await right.locator('footer').getByRole('button', { name: devTexts.close }).click();
    await expect(right).toBeHidden();
  });
});
