import { describeServiceSmoke } from '@scp/service-kit/smoke-tests';
import { createApp } from './app';
import { responderEnvShape } from './config';

describeServiceSmoke('responder', createApp, responderEnvShape);
