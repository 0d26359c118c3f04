import { runService } from '@scp/service-kit/run';
import { createApp } from './app';
import { responderEnvShape } from './config';
import { migrations } from './migrations/migrations';

void runService({ name: 'responder', createApp, extraConfig: responderEnvShape, migrations });
