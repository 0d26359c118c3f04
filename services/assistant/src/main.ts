import { runService } from '@scp/service-kit/run';
import { createApp } from './app';
import { assistantEnvShape } from './config';
import { migrations } from './migrations/migrations';

void runService({ name: 'assistant', createApp, extraConfig: assistantEnvShape, migrations });
