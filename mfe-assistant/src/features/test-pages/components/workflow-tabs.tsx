import type { ReactNode } from 'react';
import { useId } from 'react';
import { TabList, TabPanel } from '@scp/shared/client/tab-list';

export interface WorkflowTab<Key extends string> {
  key: Key;
  label: string;
  panel: ReactNode;
}

/**
 * The test suite's tabs (the app's TabList): every panel stays mounted, hidden when not selected, so
 * what was typed in one survives a look at another.
 */
export function WorkflowTabs<Key extends string>({
  label,
  tabs,
  active,
  onChange,
}: {
  label: string;
  tabs: ReadonlyArray<WorkflowTab<Key>>;
  active: Key;
  onChange: (key: Key) => void;
}) {
  const prefix = useId();
  return (
    <>
      <TabList label={label} idPrefix={prefix} tabs={tabs} active={active} onChange={onChange} />
      {tabs.map((tab) => (
        <TabPanel key={tab.key} idPrefix={prefix} tabKey={tab.key} hidden={tab.key !== active}>
          {tab.panel}
        </TabPanel>
      ))}
    </>
  );
}
