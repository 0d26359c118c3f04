import { runService } from '@scp/service-kit/run';
import { createApp } from './app';
import { dashboardEnvShape } from './config';

void runService({ name: 'dashboard', createApp, extraConfig: dashboardEnvShape });
