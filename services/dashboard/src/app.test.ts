import { describeServiceSmoke } from '@scp/service-kit/smoke-tests';
import { createApp } from './app';
import { dashboardEnvShape } from './config';

describeServiceSmoke('dashboard', createApp, dashboardEnvShape);
