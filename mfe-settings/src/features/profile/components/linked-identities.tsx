import { Button, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toErrorBody } from '@scp/shared/client/api';
import { Paragraph, Text, Title } from '@scp/shared/client/typography';
import { TextInput } from '@scp/shared/client/text-input';
import { useToast } from '@scp/shared/client/use-toast';
import { accountsTexts } from '@scp/shared/contracts/auth/accounts-texts';
import { linkedIdentitiesTexts } from '@scp/shared/contracts/auth/linked-identities-texts';
import { oauthSignInProviders, type OAuthSignInProvider } from '@scp/shared/contracts/auth/auth-api';
import {
  LINKED_IDENTITIES_PATH,
  oauthLinkResultQuerySchema,
  type LinkedIdentity,
} from '@scp/shared/contracts/auth/linked-identities-api';
import {
  useListLinkedIdentitiesQuery,
  useRemoveLinkedIdentityMutation,
  useRequestPasswordSetupMutation,
  useStartIdentityLinkMutation,
} from '../api/linked-identities-api';

const texts = linkedIdentitiesTexts;
const providerNames = accountsTexts.auth.providers;

/** Leaves the app for the provider's authorization URL; a seam for tests, which cannot navigate jsdom. */
export const linkNavigation = {
  assign: (url: string) => window.location.assign(url),
};

function linkedOn(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** What the identity is known by: the shop's domain for Shopify, else the provider's email. */
function whoOf(identity: LinkedIdentity): string {
  return identity.shop ?? identity.email ?? '';
}

/**
 * Settings → Profile's sign-in methods: the Google, Apple and Shopify identities linked to the
 * account (each removable, but never the last way in), linking another (a link flow that comes
 * back here with `?linked=` or `?link_error=`), and whether the account has a password (a first
 * one is set through a mailed link).
 */
export function LinkedIdentities() {
  const list = useListLinkedIdentitiesQuery();
  const [remove, removing] = useRemoveLinkedIdentityMutation();
  const [startLink, linking] = useStartIdentityLinkMutation();
  const [requestSetup, requesting] = useRequestPasswordSetupMutation();
  const [shop, setShop] = useState('');
  const [searchParams, setSearchParams] = useSearchParams();
  const toast = useToast();

  // The way back from a link flow: say what happened once, then drop the query.
  useEffect(() => {
    const result = oauthLinkResultQuerySchema.safeParse(Object.fromEntries(searchParams));
    if (!result.success) return;
    const { linked, link_error: linkError } = result.data;
    if (!linked && !linkError) return;
    if (linked) toast.success(texts.linked(providerNames[linked]));
    if (linkError) toast.error({ title: texts.linkFailedTitle, description: linkError });
    const rest = new URLSearchParams(searchParams);
    for (const name of ['linked', 'link_error', 'provider']) rest.delete(name);
    setSearchParams(rest, { replace: true });
  }, [searchParams, setSearchParams, toast]);

  async function link(provider: OAuthSignInProvider) {
    try {
      const { url } = await startLink({
        provider,
        returnTo: LINKED_IDENTITIES_PATH,
        ...(provider === 'shopify' ? { shop: shop.trim() } : {}),
      }).unwrap();
      linkNavigation.assign(url);
    } catch (error) {
      toast.error({ title: texts.linkFailedTitle, description: toErrorBody(error).message });
    }
  }

  async function unlink(identity: LinkedIdentity) {
    try {
      await remove(identity.id).unwrap();
      toast.success(texts.removed(providerNames[identity.provider]));
    } catch (error) {
      toast.error({ title: texts.removeFailedTitle, description: toErrorBody(error).message });
    }
  }

  async function setPassword() {
    try {
      await requestSetup().unwrap();
      toast.success(texts.setPasswordSent);
    } catch (error) {
      toast.error({ title: texts.setPasswordFailedTitle, description: toErrorBody(error).message });
    }
  }

  const data = list.data;
  return (
    <section aria-label={texts.title} style={{ marginTop: 32 }}>
      <Title level={3} style={{ fontSize: 16 }}>
        {texts.title}
      </Title>
      <Paragraph type="secondary">{texts.description}</Paragraph>
      {list.isError && <Paragraph type="danger">{texts.loadFailed}</Paragraph>}
      {data && (
        <>
          {data.identities.length === 0 ? (
            <Paragraph>{texts.none}</Paragraph>
          ) : (
            <ul aria-label={texts.listLabel} style={{ listStyle: 'none', padding: 0 }}>
              {data.identities.map((identity) => (
                <li
                  key={identity.id}
                  style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap', marginBottom: 8 }}
                >
                  <Text strong>{providerNames[identity.provider]}</Text>
                  <Text>{whoOf(identity)}</Text>
                  <Text type="secondary">{texts.linkedOn(linkedOn(identity.linked_at))}</Text>
                  <Button
                    danger
                    size="small"
                    aria-label={texts.removeLabel(providerNames[identity.provider], whoOf(identity))}
                    loading={removing.isLoading && removing.originalArgs === identity.id}
                    onClick={() => void unlink(identity)}
                  >
                    {texts.remove}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <Space wrap style={{ marginBottom: 16 }}>
            {oauthSignInProviders
              .filter((provider) => provider !== 'shopify')
              .map((provider) => (
                <Button
                  key={provider}
                  loading={linking.isLoading && linking.originalArgs?.provider === provider}
                  onClick={() => void link(provider)}
                >
                  {texts.link(providerNames[provider])}
                </Button>
              ))}
            <TextInput
              aria-label={texts.storeDomainLabel}
              placeholder="your-store.myshopify.com"
              value={shop}
              maxLength={300}
              onChange={(event) => setShop(event.target.value)}
            />
            <Button
              loading={linking.isLoading && linking.originalArgs?.provider === 'shopify'}
              onClick={() => void link('shopify')}
            >
              {texts.link(providerNames.shopify)}
            </Button>
          </Space>
          <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
            <Text strong>{texts.password}</Text>
            <Text>{data.has_password ? texts.passwordSet : texts.passwordNotSet}</Text>
            {!data.has_password && (
              <Button loading={requesting.isLoading} onClick={() => void setPassword()}>
                {texts.setPassword}
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
