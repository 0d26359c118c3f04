import { runService } from '@scp/service-kit/run';
import { createApp } from './app';
import { dashboardEnvShape } from './config';
import { migrations } from './migrations/migrations';

void runService({ name: 'dashboard', createApp, extraConfig: dashboardEnvShape, migrations });
