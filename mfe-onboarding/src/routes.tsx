import { OnboardingPage } from './features/onboarding/components/onboarding-page';
import { withAntdThemeBridge } from '@scp/shared/client/antd-theme-bridge';

/** Exposed as `./routes`: the shell renders it for `/onboarding`, full page in the dark theme. */
function OnboardingRoutes() {
  return <OnboardingPage />;
}

export default withAntdThemeBridge(OnboardingRoutes);
