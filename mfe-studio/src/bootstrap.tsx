import { renderStandalone } from '@scp/shared/client/standalone-app';
import Routes from './routes';

renderStandalone('studio', Routes);
