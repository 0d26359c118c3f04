import { runService } from '@scp/service-kit/run';
import { createApp } from './app';
import { responderEnvShape } from './config';

void runService({ name: 'responder', createApp, extraConfig: responderEnvShape });
