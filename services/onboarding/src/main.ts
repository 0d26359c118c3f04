import { runService } from '@scp/service-kit/run';
import { createApp } from './app';
import { onboardingEnvShape } from './config';

void runService({ name: 'onboarding', createApp, extraConfig: onboardingEnvShape });
