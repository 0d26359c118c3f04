import { Button, theme } from 'antd';
import { useId, useState } from 'react';
import { ResultView } from '@scp/shared/client/result-view';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import { useNow } from '@scp/shared/client/use-now';
import { ActivityDrawer } from '../../activity/components/activity-drawer';
import { useGetResponderTasksQuery } from '../../common/api/responder-api';
import { CardSection } from '../../common/components/card-section';
import { ListStates } from '../../common/components/list-states';
import { useResponderLiveUpdates } from '../../common/hooks/use-responder-live-updates';
import { TaskItem } from './task-item';

const texts = responderTexts.responder;

export type TasksCardVariant = 'full' | 'embedded';

/**
 * The Customer Service Tasks card (screens and routes): the pending tasks, most urgent first, each with
 * Reply and Mark complete. `embedded` (the dashboard's) shows the first one and View All N Tasks,
 * which opens the activity drawer on its Tasks tab. None pending: All caught up!
 */
export function TasksCard({ variant = 'full' }: { variant?: TasksCardVariant }) {
  const { token } = theme.useToken();
  useResponderLiveUpdates();
  const now = useNow();
  const headingId = useId();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { data, isLoading, isError, refetch } = useGetResponderTasksQuery({});
  const tasks = data?.tasks ?? [];
  const shown = variant === 'embedded' ? tasks.slice(0, 1) : tasks;
  const total = Math.max(data?.total ?? 0, tasks.length);
  return (
    <CardSection headingId={headingId}>
      <h2 id={headingId} style={{ margin: `0 0 ${token.marginSM}px`, fontSize: token.fontSizeLG }}>
        {texts.customerServiceTasks}
      </h2>
      {!isLoading && !isError && tasks.length === 0 ? (
        <ResultView status="success" title={texts.allCaughtUp} />
      ) : (
        <ListStates
          loading={isLoading}
          failed={isError && !data}
          onRetry={() => void refetch()}
          empty={false}
          emptyText={texts.allCaughtUp}
        >
          <ul
            aria-label={responderTexts.screens.pendingTasksList}
            style={{ display: 'grid', gap: token.marginXS, margin: 0, padding: 0 }}
          >
            {shown.map((task) => (
              <TaskItem key={task.id} task={task} now={now} />
            ))}
          </ul>
          {variant === 'embedded' && total > 1 && (
            <Button block style={{ marginTop: token.marginSM }} onClick={() => setDrawerOpen(true)}>
              {texts.viewAllTasks(total)}
            </Button>
          )}
        </ListStates>
      )}
      {variant === 'embedded' && (
        <ActivityDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} initialTab="tasks" />
      )}
    </CardSection>
  );
}
