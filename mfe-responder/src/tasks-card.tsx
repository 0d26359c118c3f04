import { TasksCard, type TasksCardVariant } from './features/tasks/components/tasks-card';
import { withAntdThemeBridge } from '@scp/shared/client/antd-theme-bridge';

/**
 * Exposed as `./tasks-card`: the Customer Service Tasks card. The dashboard's RemoteSlot passes
 * `variant="embedded"` (one task and View All N Tasks); without it, every pending task.
 */
function TasksCardEntry({ variant }: { variant?: TasksCardVariant }) {
  return <TasksCard variant={variant === 'embedded' ? 'embedded' : 'full'} />;
}

export default withAntdThemeBridge(TasksCardEntry);
