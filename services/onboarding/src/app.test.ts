import { describeServiceSmoke } from '@scp/service-kit/smoke-tests';
import { createApp } from './app';
import { onboardingEnvShape } from './config';

describeServiceSmoke('onboarding', createApp, onboardingEnvShape);
