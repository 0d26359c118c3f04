import { accountsTexts } from '../auth/accounts-texts';
import { allTexts, badTexts } from '../texts.test-util';
import { appTexts, subscriptionErrorCodes } from './app-texts';

describe('appTexts', () => {
  it('has no empty or non-text value anywhere', () => {
    const texts = allTexts(appTexts, 'appTexts');
    expect(texts.length).toBeGreaterThan(15);
    expect(badTexts(texts)).toEqual([]);
  });

  it('copies the accounts spec word for word', () => {
    expect(appTexts.errors.routingError).toBe('Oops! Something went wrong.');
    expect(appTexts.errors.settingsFallback).toBe('Failed to load settings. Please refresh the page to try again.');
    expect(appTexts.preferences.couldNotSaveSetting('boom')).toBe('Could not save setting: boom');
  });

  it('copies the dashboard spec word for word', () => {
    expect(appTexts.realtime).toEqual({
      maxSubscriptions: 'Maximum subscriptions limit (50) reached',
      connectionTimeout: 'Connection timeout',
      maxReconnectAttempts: 'Max reconnection attempts reached',
    });
    expect(appTexts.errors.rateLimited).toBe('Rate limit exceeded. Please try again later.');
    expect(subscriptionErrorCodes.SUBSCRIPTION_AUTH_ERROR).toBe(403);
  });

  it('names every remote area in its load fallback', () => {
    expect(appTexts.errors.remoteFallback('auth')).toEqual(accountsTexts.auth.pageFallback);
    expect(appTexts.errors.remoteFallback('responder').title).toBe('Unable to load ResponseFlow Pro');
  });
});
