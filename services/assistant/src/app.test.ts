import { describeServiceSmoke } from '@scp/service-kit/smoke-tests';
import { createApp } from './app';
import { assistantEnvShape } from './config';

describeServiceSmoke('assistant', createApp, assistantEnvShape);
