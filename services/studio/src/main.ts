import { runService } from '@scp/service-kit/run';
import { createApp } from './app';
import { studioEnvShape } from './config';
import { migrations } from './migrations/migrations';

void runService({ name: 'studio', createApp, extraConfig: studioEnvShape, migrations });
