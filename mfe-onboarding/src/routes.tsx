import { OnboardingPage } from './features/onboarding/components/onboarding-page';

/** Exposed as `./routes`: the shell renders it for `/onboarding`, full page in the dark theme. */
export default function OnboardingRoutes() {
  return <OnboardingPage />;
}
