import { Button, theme } from 'antd';
import { useId, useState } from 'react';
import { TabList, TabPanel } from '@scp/shared/client/tab-list';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import { useNow } from '@scp/shared/client/use-now';
import { ActivityDrawer } from '../../activity/components/activity-drawer';
import { ActivityEntry } from '../../activity/components/activity-item';
import { useGetResponderActivityQuery, useGetResponderTasksQuery } from '../../common/api/responder-api';
import { CardSection } from '../../common/components/card-section';
import { ListStates } from '../../common/components/list-states';
import { useResponderLiveUpdates } from '../../common/hooks/use-responder-live-updates';
import { CompactTaskList } from '../../tasks/components/task-item';
import { ResponderSwitch } from './responder-switch';
import { TodaysImpact } from './todays-impact';

const texts = responderTexts.responder;
const screenTexts = responderTexts.screens;
/** How many of the latest activity entries the card shows. */
const LATEST_COUNT = 3;

type CardView = 'responseFlow' | 'tasks';

function LatestActivity({ now }: { now: number }) {
  const { token } = theme.useToken();
  const { data, isLoading, isError, refetch } = useGetResponderActivityQuery({});
  // A webhook event is also its message's item: the card's few places go to what became of it.
  const items = data?.items.filter((item) => item.type !== 'webhook').slice(0, LATEST_COUNT) ?? [];
  return (
    <div style={{ marginTop: token.marginSM }}>
      <h3 style={{ margin: 0, fontSize: token.fontSize, fontWeight: token.fontWeightStrong }}>
        {screenTexts.latestActivity}
      </h3>
      <ListStates
        loading={isLoading}
        failed={isError && !data}
        onRetry={() => void refetch()}
        empty={items.length === 0}
        emptyText={texts.empty.all}
      >
        <ul aria-label={screenTexts.latestActivity} style={{ margin: 0, padding: 0 }}>
          {items.map((item) => (
            <ActivityEntry key={item.id} item={item} now={now} compact />
          ))}
        </ul>
      </ListStates>
    </div>
  );
}

function PendingTasks({ now }: { now: number }) {
  const { data, isLoading, isError, refetch } = useGetResponderTasksQuery({});
  const tasks = data?.tasks ?? [];
  return (
    <ListStates
      loading={isLoading}
      failed={isError && !data}
      onRetry={() => void refetch()}
      empty={tasks.length === 0}
      emptyText={texts.empty.tasks}
    >
      <CompactTaskList tasks={tasks} now={now} />
    </ListStates>
  );
}

/**
 * The ResponseFlow Pro card (screens and routes): the on/off switch, the ResponseFlow/Tasks toggle
 * (TODAY'S IMPACT and the latest activity, or the pending tasks) and View Full Activity, which
 * opens the activity drawer. It keeps the auto-responder's lists current and raises its toasts.
 */
export function ResponseFlowCard() {
  const { token } = theme.useToken();
  useResponderLiveUpdates();
  const now = useNow();
  const idPrefix = useId();
  const headingId = useId();
  const [view, setView] = useState<CardView>('responseFlow');
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <CardSection headingId={headingId}>
      <header
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: token.marginSM,
          marginBottom: token.marginSM,
        }}
      >
        <h2 id={headingId} style={{ margin: 0, fontSize: token.fontSizeLG }}>
          {texts.name}
        </h2>
        <ResponderSwitch />
      </header>
      <TabList<CardView>
        label={screenTexts.cardViewLabel}
        idPrefix={idPrefix}
        active={view}
        onChange={setView}
        tabs={[
          { key: 'responseFlow', label: texts.toggle.responseFlow },
          { key: 'tasks', label: texts.toggle.tasks },
        ]}
      />
      <TabPanel idPrefix={idPrefix} tabKey="responseFlow" hidden={view !== 'responseFlow'}>
        <TodaysImpact />
        <LatestActivity now={now} />
      </TabPanel>
      <TabPanel idPrefix={idPrefix} tabKey="tasks" hidden={view !== 'tasks'}>
        <PendingTasks now={now} />
      </TabPanel>
      <Button block style={{ marginTop: token.marginSM }} onClick={() => setDrawerOpen(true)}>
        {texts.viewFullActivity}
      </Button>
      <ActivityDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </CardSection>
  );
}
