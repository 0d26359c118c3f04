import { runService } from '@scp/service-kit/run';
import { createApp } from './app';
import { settingsEnvShape } from './config';

void runService({ name: 'settings', createApp, extraConfig: settingsEnvShape });
