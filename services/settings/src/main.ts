import { runService } from '@scp/service-kit/run';
import { createApp } from './app';
import { settingsEnvShape } from './config';
import { migrations } from './migrations/migrations';

void runService({ name: 'settings', createApp, extraConfig: settingsEnvShape, migrations });
