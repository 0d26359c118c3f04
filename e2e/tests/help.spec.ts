import type { APIRequestContext, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { helpArticles } from '../../shell/src/pages/help/help-articles';
import { helpTexts } from '../../shell/src/pages/help/help-texts';
import { expect, test } from '../fixtures/test';
import { axeBuilder } from '../fixtures/axe';

// Issue 16: the Help centre, public. A signed-out visitor searches the articles and opens one on a
// phone, writes to support through the contact form (the mail arrives in the dev mailbox: the auth
// service's SUPPORT_EMAIL is support@localhost in local mode), and the spec's old addresses lead to /help.
const SUPPORT_EMAIL = 'support@localhost';
const contact = helpTexts.contact;

interface Mail {
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
}

/** The support mail whose text holds `marker` (other tests may write to support too). */
async function supportMailWith(request: APIRequestContext, marker: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(SUPPORT_EMAIL)}`);
      const mails = response.ok() ? ((await response.json()) as Mail[]) : [];
      found = mails.find((mail) => mail.text.includes(marker));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await axeBuilder(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join('; ')}`);
}

/** Nothing on the page is wider than the screen (no sideways scrolling on a phone). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

test.describe('help centre', () => {
  test('a signed-out visitor on a phone finds an article by a word of its body and opens it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help', exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);

    // "chargebacks" is only in the body of the tasks article (one of its numbered steps).
    await page.getByRole('searchbox', { name: helpTexts.index.searchLabel }).fill('Chargebacks');
    await expect(page.getByText('1 article matches "Chargebacks"')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/help' && url.searchParams.get('q') === 'Chargebacks');
    const results = page.getByRole('region', { name: helpTexts.index.resultsHeading });
    const article = helpArticles.find((candidate) => candidate.id === 'auto-responder-tasks')!;
    expect(await seriousAxeViolations(page)).toEqual([]);

    await results.getByRole('link', { name: article.title }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/help/docs/auto-responder-tasks');
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    for (const section of article.sections)
      await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
    await expect(page.getByText('Critical (8 to 10): due within 1 hour.', { exact: false })).toBeVisible();
    await expectNoSidewaysScroll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: `← ${helpTexts.backToHelp}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Help', exact: true })).toBeVisible();

    // No match says so; an unknown article has its own page with the way back.
    await page.getByRole('searchbox', { name: helpTexts.index.searchLabel }).fill('zyxwvut');
    await expect(page.getByText('No articles match "zyxwvut"')).toBeVisible();
    await page.goto('/help/docs/no-such-article');
    await expect(page.getByRole('heading', { level: 1, name: helpTexts.notFound.title })).toBeVisible();
    await expect(page.getByRole('link', { name: helpTexts.backToHelp })).toHaveAttribute('href', '/help');
  });

  test("the contact form's message arrives in the support mailbox, Reply-To the sender", async ({ page, request }) => {
    const marker = randomBytes(5).toString('hex');
    const name = `Ann Baker ${marker}`;
    await page.goto('/help');
    await page.getByRole('link', { name: helpTexts.index.contactLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Support' })).toBeVisible();

    // Nothing goes out until every field is right; each problem shows under its field.
    await page.getByRole('button', { name: contact.send }).click();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    await expect(page.getByLabel(contact.name)).toBeFocused();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel(contact.name).fill(name);
    await page.getByLabel(contact.email).fill(`ann.${marker}@example.com`);
    await page.getByLabel(contact.topic).selectOption({ label: contact.topics['auto-responder'] });
    // By role: the sidebar's Inbox icon is an image labelled 'message' too.
    await page
      .getByRole('textbox', { name: contact.message })
      .fill(`The auto-responder answered a complaint (${marker}).`);
    await page.getByRole('button', { name: contact.send }).click();

    await expect(page.getByRole('heading', { name: contact.sent })).toBeFocused();
    await expect(page.getByText(contact.nextSteps(`ann.${marker}@example.com`))).toBeVisible();

    const mail = await supportMailWith(request, marker);
    expect(mail.subject).toBe(`[Help] auto-responder: ${name}`);
    expect(mail.replyTo).toBe(`ann.${marker}@example.com`);
    expect(mail.html).toBeNull();
    expect(mail.text).toContain(`The auto-responder answered a complaint (${marker}).`);
    expect(mail.text).toContain('Account: not signed in');
  });

  for (const from of ['/help/faq', '/help/tutorials', '/help/tutorials/getting-started']) {
    test(`${from} leads to /help`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL((url) => url.pathname === '/help');
      await expect(page.getByRole('heading', { level: 1, name: 'Help', exact: true })).toBeVisible();
    });
  }
});
