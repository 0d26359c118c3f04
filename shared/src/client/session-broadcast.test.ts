import { fakeBrowser } from './fake-broadcast-channel.test-helper';
import { openSessionBroadcast } from './session-broadcast';

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('openSessionBroadcast', () => {
  it("tells every other tab, never the sender, on the app's channel", async () => {
    const browser = fakeBrowser();
    const heard = { a: 0, b: 0, c: 0 };
    const a = openSessionBroadcast(() => (heard.a += 1), browser.Channel);
    openSessionBroadcast(() => (heard.b += 1), browser.Channel);
    openSessionBroadcast(() => (heard.c += 1), browser.Channel);
    a.announceEnded();
    await settle();
    expect(heard).toEqual({ a: 0, b: 1, c: 1 });
    expect(browser.posted).toEqual([{ name: 'scp.session', data: { type: 'session-ended' } }]);
  });

  it('ignores other messages on the channel', async () => {
    const browser = fakeBrowser();
    let heard = 0;
    openSessionBroadcast(() => (heard += 1), browser.Channel);
    const stranger = new browser.Channel('scp.session');
    stranger.postMessage('session-ended');
    stranger.postMessage({ type: 'signed-in' });
    await settle();
    expect(heard).toBe(0);
    stranger.postMessage({ type: 'session-ended' });
    await settle();
    expect(heard).toBe(1);
  });

  it('hears nothing once closed', async () => {
    const browser = fakeBrowser();
    let heard = 0;
    const tab = openSessionBroadcast(() => (heard += 1), browser.Channel);
    tab.close();
    expect(browser.openChannels()).toBe(0);
    openSessionBroadcast(() => undefined, browser.Channel).announceEnded();
    await settle();
    expect(heard).toBe(0);
  });

  it('is silent without BroadcastChannel (the tab still learns from the API)', () => {
    const tab = openSessionBroadcast(() => undefined, null);
    expect(() => tab.announceEnded()).not.toThrow();
    expect(() => tab.close()).not.toThrow();
  });
});
