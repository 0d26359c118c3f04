import { Link } from 'react-router';
import { AreaRoutes, type AreaScreen } from '@scp/shared/client/area-routes';
import { routes } from '@scp/shared/contracts/app/app-constants';
import { onboardingTexts } from '@scp/shared/contracts/onboarding/onboarding-texts';

/** The screens of this area, by the paths the shell mounts it on. None is built yet. */
const screens: readonly AreaScreen[] = [{ path: '/onboarding', title: 'Onboarding' }];

/** Exposed as `./routes`: the shell renders it for every path this remote owns. */
export default function AreaRoutesEntry() {
  return (
    <>
      <AreaRoutes screens={screens} />
      {/* A full page without the app's navigation: until the steps exist, this is the way on to the
          dashboard (issue 20: sign-up to the dashboard with the keyboard alone). */}
      <p style={{ margin: 0, textAlign: 'center' }}>
        <Link to={routes.home}>{onboardingTexts.onboarding.goToDashboard}</Link>
      </p>
    </>
  );
}
