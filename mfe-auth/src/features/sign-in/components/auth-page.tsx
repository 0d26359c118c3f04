import { Button, Divider } from 'antd';
import { useState } from 'react';
import { Link, Text } from '@scp/shared/client/typography';
import { accountsTexts } from '@scp/shared/contracts/auth/accounts-texts';
import { legalPaths } from '@scp/shared/contracts/app/legal-paths';
import { AuthCard } from '../../common/components/auth-card';
import { useAuthErrorQuery } from '../hooks/use-auth-error-query';
import { AuthStyles } from './auth-styles';
import { ProviderButtons } from './provider-buttons';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type AuthView = 'signIn' | 'signUp';

/** /auth: Apple, Google and Shopify, then email sign-in or two-step sign-up (screens and routes, states and transitions). */
export function AuthPage() {
  const [view, setView] = useState<AuthView>('signIn');
  useAuthErrorQuery();
  const signingIn = view === 'signIn';

  return (
    <AuthCard title={signingIn ? accountsTexts.auth.signInTitle : accountsTexts.auth.createAccountTitle}>
      <AuthStyles />
      <ProviderButtons />
      <Divider plain style={{ margin: '4px 0' }}>
        {accountsTexts.auth.orDivider}
      </Divider>
      {/* Each view mounts a fresh form: switching clears the fields and puts sign-up back at step 1. */}
      {signingIn ? <SignInForm /> : <SignUpForm onSwitchToSignIn={() => setView('signIn')} />}
      <div style={{ textAlign: 'center' }}>
        <Button type="link" onClick={() => setView(signingIn ? 'signUp' : 'signIn')}>
          {signingIn ? accountsTexts.auth.signUpLink : accountsTexts.auth.logInLink}
        </Button>
      </div>
      <Text type="secondary" style={{ textAlign: 'center', fontSize: 12 }}>
        <Link href={legalPaths.privacy} type="secondary">
          {accountsTexts.auth.privacyPolicy}
        </Link>
        {' · '}
        <Link href={legalPaths.terms} type="secondary">
          {accountsTexts.auth.termsOfService}
        </Link>
      </Text>
    </AuthCard>
  );
}
