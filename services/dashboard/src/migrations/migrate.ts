import { runMigrate } from '@scp/service-kit/migrate';
import { createApp } from '../app';
import { migrations } from './migrations';

// `app`: importing it registers every model whose indexes the migrations build.
runMigrate({ name: 'dashboard', migrations, app: createApp });
