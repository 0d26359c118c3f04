import { Button, Space } from 'antd';
import { useState } from 'react';
import { Paragraph } from '../typography';
import { Sheet } from '../sheet';
import { TextInput } from '../text-input';
import { auth } from '../../contracts/auth/accounts-constants';
import { accountsTexts } from '../../contracts/auth/accounts-texts';
import { normalizeShopDomain } from '../../contracts/settings/connected-accounts';
import { integrationsTexts } from '../../contracts/settings/integrations-texts';
import { Field } from '../field';

const texts = integrationsTexts.tab;
const authTexts = accountsTexts.auth;

function StoreDomainForm({ onSubmit, onCancel }: { onSubmit: (shopDomain: string) => void; onCancel: () => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<'required' | 'invalid' | undefined>();
  const required = authTexts.storeDomainRequired(auth.shopifyDomainExample);

  function submit() {
    if (!value.trim()) {
      setError('required');
      return;
    }
    const shopDomain = normalizeShopDomain(value);
    if (!shopDomain) {
      setError('invalid');
      return;
    }
    onSubmit(shopDomain);
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Paragraph>{texts.shopDomainDialog.intro}</Paragraph>
      <Field
        label={authTexts.storeDomainLabel}
        error={
          error === 'required' ? (
            <>
              <strong>{required.title}</strong> {required.description}
            </>
          ) : error === 'invalid' ? (
            authTexts.invalidStoreDomain
          ) : undefined
        }
      >
        {(id, describedBy) => (
          <TextInput
            id={id}
            value={value}
            placeholder={auth.shopifyDomainExample}
            autoComplete="url"
            autoCapitalize="none"
            spellCheck={false}
            // The dialog opened for this one field.
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              setValue(event.target.value);
              setError(undefined);
            }}
          />
        )}
      </Field>
      <Space>
        <Button onClick={onCancel}>{texts.cancel}</Button>
        <Button type="primary" htmlType="submit">
          {texts.shopDomainDialog.submit}
        </Button>
      </Space>
    </form>
  );
}

/**
 * Shopify's store domain, asked before connecting (validation rules, calls): empty says 'Store Domain
 * Required', a domain that cannot be a Shopify store 'Invalid store domain'; Cancel connects nothing.
 */
export function ShopDomainDialog({
  open,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  onSubmit: (shopDomain: string) => void;
  onCancel: () => void;
}) {
  return (
    <Sheet open={open} title={texts.shopDomainDialog.title} onClose={onCancel}>
      {/* Mounted per opening (the Sheet renders children only while open): each starts empty. */}
      <StoreDomainForm onSubmit={onSubmit} onCancel={onCancel} />
    </Sheet>
  );
}
