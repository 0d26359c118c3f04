import { describeServiceSmoke } from '@scp/service-kit/smoke-tests';
import { createApp } from './app';

describeServiceSmoke('dashboard', createApp);
