import { Button, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ResultView } from '@scp/shared/client/result-view';
import { useToast } from '@scp/shared/client/use-toast';
import { oauthCallbackTexts } from '@scp/shared/contracts/auth/oauth-callback-texts';
import { integrationsTexts } from '@scp/shared/contracts/settings/integrations-texts';
import { AuthCard } from '../../common/components/auth-card';
import { parseCallback } from '../lib/parse-callback';
import { openerWindow, reportToOpener } from '../lib/popup-opener';

type Outcome = { state: 'loading' } | { state: 'success' } | { state: 'error'; message: string };

/**
 * /auth/callback, where a platform connection's authorization returns (screens and routes, states and transitions, validation rules). As a
 * popup it reports to its opener and closes; as a page it toasts and, on success, goes on to
 * return_to. partial_success is a success with a warning.
 */
export function OAuthCallbackPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'loading' });
  const [parsed] = useState(() => parseCallback(new URLSearchParams(search)));
  const handled = useRef(false);

  useEffect(() => {
    // Once per page, also under StrictMode's second effect run: one toast, one message.
    if (handled.current) return;
    handled.current = true;
    const opener = openerWindow();
    if (!parsed.valid) {
      if (opener) {
        reportToOpener(opener, {
          type: 'OAUTH_CALLBACK',
          status: 'error',
          platform: parsed.platform,
          message: parsed.error,
          connectedCount: 0,
        });
        return;
      }
      toast.error({ title: oauthCallbackTexts.connectionFailed, description: parsed.error });
      setOutcome({ state: 'error', message: parsed.error });
      return;
    }
    const { message, returnTo } = parsed;
    if (opener) {
      reportToOpener(opener, message);
      return;
    }
    if (message.status === 'error') {
      toast.error({ title: oauthCallbackTexts.connectionFailed, description: message.message });
      setOutcome({ state: 'error', message: message.message });
      return;
    }
    toast.success({
      title: oauthCallbackTexts.connectionSuccessful,
      description: integrationsTexts.integrations.connected(parsed.platformLabel),
    });
    if (message.status === 'partial_success') toast.warning(message.message);
    setOutcome({ state: 'success' });
    navigate(returnTo, { replace: true });
  }, [parsed, toast, navigate]);

  const returnButton = (
    <Button type="primary" onClick={() => navigate(parsed.returnTo)}>
      {oauthCallbackTexts.returnToSettings}
    </Button>
  );

  return (
    <AuthCard title={oauthCallbackTexts.connecting}>
      {outcome.state === 'error' ? (
        <ResultView
          status="error"
          title={oauthCallbackTexts.connectionFailed}
          subTitle={outcome.message}
          extra={returnButton}
        />
      ) : outcome.state === 'success' ? (
        <ResultView status="success" title={oauthCallbackTexts.connectionSuccessful} extra={returnButton} />
      ) : (
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16 }}>
          <Spin size="large" />
          {returnButton}
        </div>
      )}
    </AuthCard>
  );
}
