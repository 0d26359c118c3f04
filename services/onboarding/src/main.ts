import { runService } from '@scp/service-kit/run';
import { createApp } from './app';
import { onboardingEnvShape } from './config';
import { migrations } from './migrations/migrations';

void runService({ name: 'onboarding', createApp, extraConfig: onboardingEnvShape, migrations });
