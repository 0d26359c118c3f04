import { runService } from '@scp/service-kit/run';
import { createApp } from './app';
import { authEnvShape } from './config';

void runService({ name: 'auth', createApp, extraConfig: authEnvShape });
