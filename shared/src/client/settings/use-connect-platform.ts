import { useCallback, useEffect, useRef, useState } from 'react';
import { toErrorBody } from '../api';
import { useToast } from '../use-toast';
import type { ToastText } from '../../contracts/app/app-texts';
import { accountsTexts } from '../../contracts/auth/accounts-texts';
import type { OAuthCallbackMessage } from '../../contracts/auth/auth-api';
import type { ConnectRequest } from '../../contracts/settings/connected-accounts';
import { integrations, platforms, type PlatformKey } from '../../contracts/settings/integrations-constants';
import { integrationsTexts } from '../../contracts/settings/integrations-texts';
import { useConnectPlatformMutation } from './integrations-api';
import { browserWindow } from './browser-window';
import { useOAuthCallbackMessage } from './use-oauth-callback-message';

const texts = integrationsTexts.integrations;

/** A platform's name for a toast; the key itself for one this build does not know (a newer popup). */
function labelOf(platform: string): string {
  return Object.hasOwn(platforms, platform) ? platforms[platform as PlatformKey].label : platform;
}

/**
 * Why a connect request failed, for the failure toast (validation rules: a bad store domain reads 'Invalid
 * store domain'); undefined when the service gave no reason.
 */
function failureReason(error: unknown): string | undefined {
  const { message, field } = toErrorBody(error);
  if (field === 'shopDomain' || message.includes(accountsTexts.auth.invalidShopifyDomainServerText)) {
    return accountsTexts.auth.invalidStoreDomain;
  }
  return message || undefined;
}

/** The integrations tab's failure toast: '{Platform} Connection Failed' with the reason (error catalogue). */
function connectionFailedToast(platform: PlatformKey, reason: string | undefined): ToastText {
  return {
    title: texts.connectionFailed(platforms[platform].label),
    description: reason ?? texts.unknownConnectionError,
  };
}

export interface ConnectPlatformOptions {
  /**
   * 'page' always leaves in the page (the social integration test page reads the return itself);
   * 'popup' uses a popup (a new tab on a phone) whatever the width, so the page keeps its place (an
   * onboarding step); by default a popup is used where the screen is wide enough. A blocked popup
   * always falls back to the page.
   */
  mode?: 'page' | 'popup';
  /** Where a page-mode connection comes back to; the service's default is the integrations tab. */
  returnTo?: string;
  /** The toast when the service refuses to start the connection. */
  failureToast?: (platform: PlatformKey, reason: string | undefined) => ToastText;
}

export interface ConnectPlatform {
  /**
   * Starts connecting `platform`, from the click handler. Shopify asks for its store domain first,
   * unless it is known (reconnecting a store). `adsFor`: a connected TikTok account whose ad account
   * is connected (TikTok's API for Business).
   */
  requestConnect: (platform: PlatformKey, shopDomain?: string, options?: { adsFor?: string }) => void;
  /** The platform whose Connect button shows loading (at most `connectLoadingCapMs`). */
  loadingPlatform: PlatformKey | null;
  /**
   * The platform whose connection was just started: its Connect stays unavailable, so a second click
   * opens no second authorization, until the popup reports, the start fails, or
   * `platformConnectLoadingClearMs` pass (the owner may have closed the popup without a word).
   */
  pendingPlatform: PlatformKey | null;
  /** The Shopify store-domain dialog. */
  shopDomainDialog: { open: boolean; submit: (shopDomain: string) => void; cancel: () => void };
}

/**
 * Connecting a platform (states and transitions, calls): the settings service answers the platform's authorization
 * URL. On a wide screen it opens in a popup, whose return page posts OAUTH_CALLBACK back here; on a
 * narrow screen, or when the popup was blocked, the whole page goes and comes back with
 * `?{platform}_status` (see use-connect-return.ts).
 */
export function useConnectPlatform(
  refetchAccounts: () => void,
  { mode, returnTo, failureToast = connectionFailedToast }: ConnectPlatformOptions = {},
): ConnectPlatform {
  const [connect] = useConnectPlatformMutation();
  const toast = useToast();
  const [loadingPlatform, setLoadingPlatform] = useState<PlatformKey | null>(null);
  const [pendingPlatform, setPendingPlatform] = useState<PlatformKey | null>(null);
  const [shopDomainDialogOpen, setShopDomainDialogOpen] = useState(false);
  const loadingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pendingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stopLoading = useCallback(() => {
    clearTimeout(loadingTimer.current);
    clearTimeout(pendingTimer.current);
    setLoadingPlatform(null);
    setPendingPlatform(null);
  }, []);

  useEffect(
    () => () => {
      clearTimeout(loadingTimer.current);
      clearTimeout(pendingTimer.current);
    },
    [],
  );

  function start(platform: PlatformKey, shopDomain?: string, adsFor?: string) {
    // Synchronously, still inside the click: after the request a popup blocker would refuse it.
    const popup =
      mode === 'page' || (mode === undefined && browserWindow.isNarrow()) ? null : browserWindow.openPopup();
    const request: ConnectRequest = { platform, mode: popup ? 'popup' : 'page' };
    if (shopDomain !== undefined) request.shopDomain = shopDomain;
    if (returnTo !== undefined) request.returnTo = returnTo;
    if (adsFor !== undefined) request.adsFor = adsFor;
    clearTimeout(loadingTimer.current);
    clearTimeout(pendingTimer.current);
    setLoadingPlatform(platform);
    setPendingPlatform(platform);
    // The popup may stay open for minutes: the button is not kept busy that long (states and transitions).
    loadingTimer.current = setTimeout(() => setLoadingPlatform(null), integrations.connectLoadingCapMs);
    pendingTimer.current = setTimeout(() => setPendingPlatform(null), integrations.platformConnectLoadingClearMs);
    connect(request)
      .unwrap()
      .then(({ authorizationUrl }) => {
        // A popup the owner closed meanwhile is left closed: they changed their mind.
        if (popup) {
          if (!popup.closed) browserWindow.sendPopupTo(popup, authorizationUrl);
        } else browserWindow.assign(authorizationUrl);
      })
      .catch((error: unknown) => {
        if (popup) browserWindow.closePopup(popup);
        stopLoading();
        toast.error(failureToast(platform, failureReason(error)));
      });
  }

  function requestConnect(platform: PlatformKey, shopDomain?: string, options: { adsFor?: string } = {}) {
    if (platform === 'shopify' && shopDomain === undefined) setShopDomainDialogOpen(true);
    else start(platform, shopDomain, options.adsFor);
  }

  // The popup's return page reports here; a connection that always uses the page has no popup to hear.
  useOAuthCallbackMessage(({ status, platform, message }: OAuthCallbackMessage) => {
    stopLoading();
    if (status === 'error') {
      toast.error({
        title: texts.connectionFailed(labelOf(platform)),
        description: message || texts.unknownConnectionError,
      });
      return;
    }
    const title = texts.connected(labelOf(platform));
    // partial_success: connected, with the platform's warning (some pages could not be read...).
    if (status === 'partial_success')
      toast.warning(message && message !== title ? { title, description: message } : title);
    else toast.success(title);
    refetchAccounts();
  }, mode !== 'page');

  return {
    requestConnect,
    loadingPlatform,
    pendingPlatform,
    shopDomainDialog: {
      open: shopDomainDialogOpen,
      submit: (shopDomain) => {
        setShopDomainDialogOpen(false);
        start('shopify', shopDomain);
      },
      cancel: () => setShopDomainDialogOpen(false),
    },
  };
}
