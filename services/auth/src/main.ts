import { runService } from '@scp/service-kit/run';
import { createApp } from './app';
import { authEnvShape } from './config';
import { migrations } from './migrations/migrations';

void runService({ name: 'auth', createApp, extraConfig: authEnvShape, migrations });
