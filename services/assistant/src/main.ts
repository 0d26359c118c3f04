import { runService } from '@scp/service-kit/run';
import { createApp } from './app';

void runService({ name: 'assistant', createApp });
