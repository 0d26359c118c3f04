import ExpandAltOutlined from '@ant-design/icons/es/icons/ExpandAltOutlined';
import ShrinkOutlined from '@ant-design/icons/es/icons/ShrinkOutlined';
import { Button, theme } from 'antd';
import { useId, useState } from 'react';
import { PlatformMark } from '@scp/shared/client/platform-mark';
import { Sheet } from '@scp/shared/client/sheet';
import { TabList, TabPanel } from '@scp/shared/client/tab-list';
import type { ActivityItem, ActivityResponse, ResponderPlatform } from '@scp/shared/contracts/responder/responder-api';
import { responderDrawerTabs } from '@scp/shared/contracts/responder/responder-constants';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import { useNow } from '@scp/shared/client/use-now';
import { useGetResponderActivityQuery } from '../../common/api/responder-api';
import { ListStates } from '../../common/components/list-states';
import { Tag } from '../../common/components/tag';
import { InboxList } from '../../inbox/components/inbox-list';
import { ActivityEntry } from './activity-item';

export type DrawerTab = (typeof responderDrawerTabs)[number];

const texts = responderTexts.responder;
const screenTexts = responderTexts.screens;

/** Each tab's label, count, entries and empty text. */
const tabs: Record<
  DrawerTab,
  {
    label: string;
    count: keyof ActivityResponse['counts'];
    shows: (item: ActivityItem) => boolean;
    empty: string;
  }
> = {
  all: { label: texts.drawerTabs.all, count: 'all', shows: () => true, empty: texts.empty.all },
  tasks: {
    label: texts.drawerTabs.tasks,
    count: 'tasks',
    shows: (item) => item.type === 'task',
    empty: texts.empty.tasks,
  },
  messages: {
    label: texts.drawerTabs.messages,
    count: 'messages',
    shows: (item) => item.type === 'message',
    empty: texts.empty.messages,
  },
  // The bot's replies (source 'autoresponder'); the owner's own are source 'inbox'.
  'ai-responses': {
    label: texts.drawerTabs.aiResponses,
    count: 'ai_responses',
    shows: (item) => item.type === 'response' && item.source === 'autoresponder',
    empty: texts.empty.aiResponses,
  },
  inbox: { label: texts.drawerTabs.inbox, count: 'inbox', shows: () => false, empty: texts.empty.inbox },
};

/** The spec's order: All Platforms, Instagram, Facebook. */
const pillOrder = ['instagram', 'facebook'] as const satisfies readonly ResponderPlatform[];

const NARROW_PX = 420;
const WIDE_PX = 760;

function PlatformPills({
  value,
  onChange,
}: {
  value: ResponderPlatform | undefined;
  onChange: (platform: ResponderPlatform | undefined) => void;
}) {
  const { token } = theme.useToken();
  const options: Array<[ResponderPlatform | undefined, string]> = [
    [undefined, texts.platformPills.all],
    ...pillOrder.map((platform): [ResponderPlatform, string] => [platform, texts.platformPills[platform]]),
  ];
  return (
    <div
      role="group"
      aria-label={screenTexts.platformLabel}
      style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXS, marginBottom: token.marginSM }}
    >
      {options.map(([platform, label]) => (
        <Button
          key={label}
          size="small"
          shape="round"
          type={value === platform ? 'primary' : 'default'}
          aria-pressed={value === platform}
          onClick={() => onChange(platform)}
          // On the selected (filled) pill the brand colour would clash with the fill: the text's colour then.
          icon={platform && <PlatformMark platform={platform} monochrome={value === platform} />}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}

/** The drawer's content, mounted fresh at each opening (so it opens on `initialTab`). */
function ActivityDrawerBody({
  initialTab,
  expanded,
  onToggleExpanded,
}: {
  initialTab: DrawerTab;
  expanded: boolean;
  onToggleExpanded: () => void;
}) {
  const { token } = theme.useToken();
  const now = useNow();
  const idPrefix = useId();
  const [tab, setTab] = useState<DrawerTab>(initialTab);
  const [platform, setPlatform] = useState<ResponderPlatform | undefined>(undefined);
  const { data, isLoading, isError, refetch } = useGetResponderActivityQuery({ platform });
  const current = tabs[tab];
  const items = data?.items.filter(current.shows) ?? [];

  return (
    <>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: token.marginXS,
          marginBottom: token.marginSM,
        }}
      >
        <Tag tone="warning">{screenTexts.pendingBadge(data?.pending ?? 0)}</Tag>
        <Tag tone="error">{screenTexts.criticalBadge(data?.critical ?? 0)}</Tag>
        <span style={{ flex: 1 }} />
        <Button
          size="small"
          type="text"
          icon={expanded ? <ShrinkOutlined aria-hidden /> : <ExpandAltOutlined aria-hidden />}
          aria-label={expanded ? screenTexts.collapse : screenTexts.expand}
          onClick={onToggleExpanded}
        />
      </div>
      <PlatformPills value={platform} onChange={setPlatform} />
      <TabList
        label={screenTexts.activityTypeLabel}
        idPrefix={idPrefix}
        active={tab}
        onChange={setTab}
        tabs={responderDrawerTabs.map((key) => ({
          key,
          label: screenTexts.tabWithCount(tabs[key].label, data?.counts[tabs[key].count] ?? 0),
        }))}
      />
      <TabPanel idPrefix={idPrefix} tabKey={tab}>
        {tab === 'inbox' ? (
          <InboxList />
        ) : (
          <ListStates
            loading={isLoading}
            failed={isError && !data}
            onRetry={() => void refetch()}
            empty={items.length === 0}
            emptyText={current.empty}
          >
            <ul aria-label={current.label} style={{ display: 'grid', gap: token.marginXS, margin: 0, padding: 0 }}>
              {items.map((item) => (
                <ActivityEntry key={item.id} item={item} now={now} />
              ))}
            </ul>
          </ListStates>
        )}
      </TabPanel>
    </>
  );
}

/**
 * The ResponseFlow activity drawer (screens and routes): tabs All, Tasks, Messages, AI Responses and Inbox
 * with their counts, the platform pills, the pending and critical badges; it widens and narrows, and
 * Escape, the backdrop or Close close it.
 */
export function ActivityDrawer({
  open,
  onClose,
  initialTab = 'all',
}: {
  open: boolean;
  onClose: () => void;
  initialTab?: DrawerTab;
}) {
  const [expanded, setExpanded] = useState(false);
  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={screenTexts.drawerTitle}
      placement="right"
      width={expanded ? WIDE_PX : NARROW_PX}
    >
      <ActivityDrawerBody
        initialTab={initialTab}
        expanded={expanded}
        onToggleExpanded={() => setExpanded((wide) => !wide)}
      />
    </Sheet>
  );
}
