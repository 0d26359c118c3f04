import { messages, subscriptionErrorCodes } from './messages';

/** Calls every function with a sample argument and collects every string, with its path. */
function allTexts(value: unknown, path: string, out: Array<[string, unknown]>): Array<[string, unknown]> {
  if (typeof value === 'function')
    return allTexts((value as (arg: never) => unknown)('Sample' as never), `${path}()`, out);
  if (Array.isArray(value)) value.forEach((item, index) => allTexts(item, `${path}[${index}]`, out));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) allTexts(inner, `${path}.${key}`, out);
  } else out.push([path, value]);
  return out;
}

describe('messages', () => {
  it('has no empty or non-text value anywhere', () => {
    const texts = allTexts(messages, 'messages', []);
    expect(texts.length).toBeGreaterThan(250);
    const bad = texts.filter(([, text]) => typeof text !== 'string' || text.trim() === '' || text !== text.trim());
    expect(bad).toEqual([]);
  });

  it('copies the accounts spec word for word', () => {
    expect(messages.auth.signInFailed).toEqual({
      title: 'Sign in failed',
      description: 'Invalid email or password. Please try again.',
    });
    expect(messages.auth.connectionFailed.description).toBe(
      'Unable to connect to the server. Please check your connection and try again.',
    );
    expect(messages.auth.pageFallback).toEqual({
      title: 'Unable to load Authentication',
      description: 'Please refresh the page to try again',
    });
    expect(messages.auth.storeDomainRequired('your-store.myshopify.com')).toEqual({
      title: 'Store Domain Required',
      description: 'Please enter your Shopify store domain (e.g., your-store.myshopify.com).',
    });
    expect(messages.reset.passwordsDontMatch).toEqual({
      title: "Passwords don't match",
      description: 'Please ensure both passwords match.',
    });
    expect(messages.reset.invalidLink).toBe(
      'This password reset link is invalid or has expired. Please request a new one.',
    );
    expect(messages.session.expired).toEqual({
      title: 'Session Expired',
      description: 'Your session has expired due to inactivity. Please sign in again.',
    });
    expect(messages.voice.saved).toBe('Saved ✓');
    expect(messages.voice.newProfileName(3)).toBe('Voice Profile 3');
    expect(messages.integrations.connected('Instagram')).toBe('Instagram Connected');
    expect(messages.integrations.connectionFailed('TikTok')).toBe('TikTok Connection Failed');
    expect(messages.integrations.refreshingAll).toEqual({
      title: 'Refreshing All Accounts',
      description: 'This may take a few moments...',
    });
    expect(messages.integrations.disconnecting).toBe('Disconnecting...');
    expect(messages.sync.complete('Shopify')).toEqual({
      title: 'Sync Complete',
      description: 'Successfully synced Shopify',
    });
    expect(messages.sync.notSupported('pinterest')).toBe('Sync not supported for pinterest');
    expect(messages.settings.couldNotSaveSetting('boom')).toBe('Could not save setting: boom');
    expect(messages.errors.routingError).toBe('Oops! Something went wrong.');
    expect(messages.errors.settingsFallback).toBe('Failed to load settings. Please refresh the page to try again.');
    expect(messages.profile.fileTooLarge).toEqual({
      title: 'File Too Large',
      description: 'Please select an image smaller than 2MB.',
    });
    expect(messages.oauthCallback.invalidStatus).toBe('Invalid or missing status in callback URL');
  });

  it('copies the dashboard spec word for word', () => {
    expect(messages.dashboard.noAiInsights).toBe(
      'No AI insights available yet. Run analytics sync to generate insights.',
    );
    expect(messages.analytics.loadFailed).toEqual({
      title: 'Failed to load analytics',
      description: "We're having trouble loading your analytics data. Please try again.",
    });
    expect(messages.analytics.serviceUnavailable(503)).toBe('Analytics service unavailable (503)');
    expect(messages.goals.createFailed('timeout')).toBe('Failed to create goal: timeout');
    expect(messages.assistant.errorResponse).toBe(
      'I apologize, but I encountered an error processing your request. Please try again.',
    );
    expect(messages.responder.todaysImpact).toBe("TODAY'S IMPACT");
    expect(messages.responder.viewAllTasks(4)).toBe('View All 4 Tasks');
    expect(messages.responder.allCaughtUp).toBe('All caught up!');
    expect(messages.responder.sendFailed).toEqual({
      title: 'Send Failed',
      description: 'Failed to send response. Please try again.',
    });
    expect(messages.onboarding.skippedBrandVoice).toEqual({
      title: 'Skipped Brand Voice',
      description: 'You can set this up later in your settings.',
    });
    expect(messages.realtime).toEqual({
      maxSubscriptions: 'Maximum subscriptions limit (50) reached',
      connectionTimeout: 'Connection timeout',
      maxReconnectAttempts: 'Max reconnection attempts reached',
    });
    expect(messages.errors.rateLimited).toBe('Rate limit exceeded. Please try again later.');
    expect(subscriptionErrorCodes.SUBSCRIPTION_AUTH_ERROR).toBe(403);
  });

  it('names every remote area in its load fallback', () => {
    expect(messages.errors.remoteFallback('auth')).toEqual(messages.auth.pageFallback);
    expect(messages.errors.remoteFallback('responder').title).toBe('Unable to load ResponseFlow Pro');
  });
});
