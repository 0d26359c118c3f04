import { Button } from 'antd';
import { type FormEvent, type ReactNode, useState } from 'react';
import { toErrorBody } from '@scp/shared/client/api';
import { TextInput } from '@scp/shared/client/text-input';
import { useToast } from '@scp/shared/client/use-toast';
import { auth } from '@scp/shared/contracts/auth/accounts-constants';
import { accountsTexts } from '@scp/shared/contracts/auth/accounts-texts';
import type { OAuthSignInProvider } from '@scp/shared/contracts/auth/auth-api';
import { assignLocation } from '../lib/browser-location';
import { mapProviderSignInError } from '../../common/lib/map-auth-error';
import { type OAuthStartArgs, useStartOAuthSignInMutation } from '../api/auth-api';
import { AppleIcon, GoogleIcon, ShopifyIcon } from './provider-icons';

/**
 * Apple, Google and Shopify sign-in (screens and routes, states and transitions, validation rules). Each asks the auth service for the
 * provider's authorization URL and leaves the app for it; a failure there comes back as
 * `/auth?auth_error=...` (see use-auth-error-query). Shopify first asks for the store domain.
 */
export function ProviderButtons() {
  const toast = useToast();
  const [startOAuth] = useStartOAuthSignInMutation();
  const [pending, setPending] = useState<OAuthSignInProvider | null>(null);
  const [shopifyOpen, setShopifyOpen] = useState(false);
  const [shopDomain, setShopDomain] = useState('');

  const start = async (args: OAuthStartArgs) => {
    setPending(args.provider);
    try {
      const { url } = await startOAuth(args).unwrap();
      // The page stays "pending" while the browser leaves.
      assignLocation(url);
    } catch (error) {
      setPending(null);
      toast.error(mapProviderSignInError(args.provider, toErrorBody(error)));
    }
  };

  const connectStore = (event?: FormEvent) => {
    event?.preventDefault();
    const shop = shopDomain.trim();
    if (!shop) {
      toast.error(accountsTexts.auth.storeDomainRequired(auth.shopifyDomainExample));
      return;
    }
    void start({ provider: 'shopify', shop, returnTo: auth.shopifyReturnPath });
  };

  const busy = pending !== null;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <ProviderButton provider="apple" pending={pending} onClick={() => void start({ provider: 'apple' })} />
      <ProviderButton provider="google" pending={pending} onClick={() => void start({ provider: 'google' })} />
      <ProviderButton
        provider="shopify"
        pending={pending}
        expanded={shopifyOpen}
        // The first click opens the domain field; with it open, the button connects (states and transitions).
        onClick={() => (shopifyOpen ? connectStore() : setShopifyOpen(true))}
      />
      {shopifyOpen && (
        <form onSubmit={connectStore} noValidate style={{ display: 'flex', gap: 8 }}>
          <TextInput
            size="large"
            autoFocus
            autoComplete="off"
            aria-label={accountsTexts.auth.storeDomainLabel}
            placeholder={auth.shopifyDomainExample}
            value={shopDomain}
            onChange={(event) => setShopDomain(event.target.value)}
          />
          <Button type="primary" htmlType="submit" size="large" disabled={busy}>
            {accountsTexts.auth.connectStore}
          </Button>
        </form>
      )}
    </div>
  );
}

const icons: Record<OAuthSignInProvider, ReactNode> = {
  apple: <AppleIcon />,
  google: <GoogleIcon />,
  shopify: <ShopifyIcon />,
};

/** While one provider's sign-in starts, its button spins and the others wait. */
function ProviderButton(props: {
  provider: OAuthSignInProvider;
  pending: OAuthSignInProvider | null;
  expanded?: boolean;
  onClick: () => void;
}) {
  const { provider, pending } = props;
  return (
    <Button
      size="large"
      block
      icon={icons[provider]}
      aria-expanded={props.expanded}
      loading={pending === provider}
      disabled={pending !== null && pending !== provider}
      onClick={props.onClick}
    >
      {accountsTexts.auth.providers[provider]}
    </Button>
  );
}
