import { describeServiceSmoke } from '@scp/service-kit/smoke-tests';
import { createApp } from './app';
import { settingsEnvShape } from './config';

describeServiceSmoke('settings', createApp, settingsEnvShape);
