import { describeServiceSmoke } from '@scp/service-kit/smoke-tests';
import { createApp } from './app';
import { studioEnvShape } from './config';

describeServiceSmoke('studio', createApp, studioEnvShape);
