import { runService } from '@scp/service-kit/run';
import { createApp } from './app';
import { assistantEnvShape } from './config';

void runService({ name: 'assistant', createApp, extraConfig: assistantEnvShape });
