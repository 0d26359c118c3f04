import type { Page } from '@playwright/test';
import { signInWithAlicesShop, syncEverything } from '../fixtures/connected-shop';
import { expect, test, toast } from '../fixtures/test';
import type { ExecutiveDashboardResult } from '@scp/shared/contracts/dashboard/analytics-tools';
import { formatCurrency } from '@scp/shared/contracts/dashboard/dashboard-format';

// The assistant answers a new owner from the sandbox shop's real figures, drafts a post in the
// voice they saved, and changes something only when they click.

async function ask(page: Page, question: string) {
  const chat = page.getByRole('region', { name: 'Assistant Pro chat' });
  await chat.getByLabel('Ask Assistant Pro').fill(question);
  await chat.getByRole('button', { name: 'Send' }).click();
  return chat;
}

test.describe('Assistant Pro', () => {
  test('answers from the shop’s real revenue with a chart, writes in the saved voice, and acts only on a click', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signInWithAlicesShop(page, signIn);
    await syncEverything(page);

    // The voice the owner saved: playful, with a favourite word and a forbidden one.
    const created = await page.request.post('/api/settings/voice-profiles', { data: { profile_name: 'Shop voice' } });
    const { profile } = (await created.json()) as { profile: { id: string } };
    const patched = await page.request.patch(`/api/settings/voice-profiles/${profile.id}`, {
      data: { tone_descriptors: ['Playful'], keywords: ['freshly baked'], forbidden_keywords: ['cheap'] },
    });
    expect(patched.ok()).toBe(true);

    // What the dashboard's tool says of the last 7 days: the figure the answer must quote.
    const tool = await page.request.post('/api/dashboard/tools/get_executive_dashboard', { data: { days: 7 } });
    const week = ((await tool.json()) as { result: ExecutiveDashboardResult }).result;
    expect(week.kpis.totalSales).toBeGreaterThan(0);

    await page.goto('/');
    const card = page.getByRole('region', { name: 'Assistant Pro', exact: true });
    await card.getByRole('button', { name: 'Ask Assistant Pro' }).click();
    const chat = await ask(page, 'How did my shop do last week?');
    await expect(
      chat.getByText(
        `your shop made ${formatCurrency(week.kpis.totalSales, { compact: false })} from ${week.kpis.totalOrders.toLocaleString('en-US')} orders`,
        { exact: false },
      ),
    ).toBeVisible();
    await expect(chat.getByText(`Figures from ${week.range.start} to ${week.range.end}`)).toBeVisible();
    const chart = chat.getByRole('table', { name: 'The figures of this chart' });
    await expect(chart.getByRole('row')).toHaveCount(7);
    await expect(
      chart.getByRole('row', {
        name: `${week.days[6]?.date} ${formatCurrency(week.days[6]?.revenue ?? 0, { compact: false })}`,
      }),
    ).toBeAttached();

    await ask(page, 'Write an Instagram post about our cheap new sourdough');
    const post = chat.getByRole('article', { name: 'Draft for Instagram' });
    await expect(post).toContainText('Guess what just landed? new sourdough!');
    await expect(post).toContainText('Freshly baked');
    await expect(post).not.toContainText('cheap');

    // A goal: proposed as a button, added only when clicked, then on the dashboard.
    await ask(page, 'Set a goal of 250 orders');
    const add = chat.getByRole('button', { name: 'Add goal' });
    await expect(add).toBeVisible();
    expect(((await (await page.request.get('/api/onboarding/goals')).json()) as { goals: unknown[] }).goals).toEqual(
      [],
    );
    await add.click();
    await expect(toast(page, 'Goal added.')).toBeVisible();
    await expect(chat.getByRole('button', { name: /Goal added\./ })).toBeDisabled();
    const { goals } = (await (await page.request.get('/api/onboarding/goals')).json()) as {
      goals: Array<{ title: string; target: number }>;
    };
    expect(goals).toEqual([expect.objectContaining({ title: 'Get 250 orders in 30 days', target: 250 })]);
    await chat.getByRole('button', { name: 'Close' }).click();
    const demo = page.getByRole('switch', { name: 'Demo Data' });
    if (await demo.isChecked()) await demo.click();
    await expect(page.getByText('Get 250 orders in 30 days', { exact: true })).toBeVisible();
  });

  test('on a phone: the floating button opens the chat, which answers; none on the dashboard', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(90_000);
    // Connected at desktop size (the popup flow), then used on a phone.
    await signInWithAlicesShop(page, signIn);
    await syncEverything(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/analytics');
    await page.getByRole('button', { name: 'Open Assistant Pro' }).click();
    const chat = await ask(page, 'What sold best this month?');
    await expect(chat.getByText(/Your best sellers from/)).toBeVisible();
    const box = await chat.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(375);
    await chat.getByRole('button', { name: 'Close' }).click();
    await expect(chat).toBeHidden();

    await page.goto('/');
    // The dashboard's own button carries its context; the shell's is not drawn there.
    await expect(page.getByRole('button', { name: 'Open Assistant Pro' })).toHaveCount(1);
  });

  test('a question with nothing connected gets no invented figures and an offer to connect', async ({
    page,
    signIn,
  }) => {
    await signIn();
    const answer = await page.request.post('/api/assistant/process', { data: { query: 'How is my shop doing?' } });
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as { status: string; response: string; actions: Array<{ type: string }> };
    expect(body.status).toBe('needs_data');
    expect(body.response).not.toMatch(/\$\d/);
    expect(body.actions.map((action) => action.type)).toContain('connect_platform');
    const bad = await page.request.post('/api/assistant/process', { data: { query: '' } });
    expect(bad.status()).toBe(400);
  });
});
