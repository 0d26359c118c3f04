import { runService } from '@scp/service-kit/run';
import { createApp } from './app';
import { studioEnvShape } from './config';

void runService({ name: 'studio', createApp, extraConfig: studioEnvShape });
