import { Button, Divider, Skeleton, Space, Spin, Switch, theme } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { Field } from '@scp/shared/client/field';
import { StatTile } from '@scp/shared/client/stat-tile';
import { TabList, TabPanel } from '@scp/shared/client/tab-list';
import { PasswordInput, TextArea, TextInput } from '@scp/shared/client/text-input';
import { Text, Title } from '@scp/shared/client/typography';
import { shellPagesTexts } from '../shell-pages-texts';

const texts = shellPagesTexts.styleGuide.components;

function Sample({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div style={{ marginBottom: 24, minWidth: 0 }}>
      <Title level={4}>{title}</Title>
      {children}
    </div>
  );
}

function Buttons() {
  return (
    <Space wrap>
      <Button type="primary">{texts.primary}</Button>
      <Button>{texts.default}</Button>
      <Button type="dashed">{texts.dashed}</Button>
      <Button type="text">{texts.text}</Button>
      <Button type="link">{texts.link}</Button>
      <Button type="primary" disabled>
        {texts.disabled}
      </Button>
      {/* Default, not primary: antd dims a loading button to 0.65, and white on the dimmed brand blue is 2.9:1. */}
      <Button loading>{texts.loading}</Button>
      <Button danger>{texts.danger}</Button>
    </Space>
  );
}

function Switches() {
  const onId = useId();
  const offId = useId();
  return (
    <Space wrap size="large">
      <Space>
        <Switch defaultChecked aria-labelledby={onId} />
        <Text id={onId}>{texts.switchOn}</Text>
      </Space>
      <Space>
        <Switch aria-labelledby={offId} />
        <Text id={offId}>{texts.switchOff}</Text>
      </Space>
    </Space>
  );
}

function SpaceSample() {
  const { token } = theme.useToken();
  return (
    <Space wrap size="middle">
      {[1, 2, 3].map((item) => (
        <span
          key={item}
          style={{
            display: 'inline-block',
            padding: `${token.paddingXXS}px ${token.paddingSM}px`,
            borderRadius: token.borderRadius,
            background: token.colorFillSecondary,
          }}
        >
          {item}
        </span>
      ))}
    </Space>
  );
}

function TextFields() {
  return (
    <>
      <Field label={texts.nameLabel} hint={texts.nameHint}>
        {(id, describedBy) => <TextInput id={id} aria-describedby={describedBy} placeholder={texts.namePlaceholder} />}
      </Field>
      <Field label={texts.websiteLabel} error={texts.websiteError}>
        {(id, describedBy) => (
          <TextInput id={id} aria-describedby={describedBy} aria-invalid defaultValue="alices bakery" />
        )}
      </Field>
      <Field label={texts.passwordLabel}>
        {(id, describedBy) => <PasswordInput id={id} aria-describedby={describedBy} autoComplete="off" />}
      </Field>
      <Field label={texts.notesLabel}>
        {(id, describedBy) => <TextArea id={id} aria-describedby={describedBy} rows={3} />}
      </Field>
    </>
  );
}

type TabKey = keyof typeof texts.tabs;
const tabKeys = Object.keys(texts.tabs) as TabKey[];

function Tabs() {
  const idPrefix = useId();
  const [active, setActive] = useState<TabKey>('posts');
  return (
    <>
      <TabList
        label={texts.tabList}
        idPrefix={idPrefix}
        tabs={tabKeys.map((key) => ({ key, label: texts.tabs[key] }))}
        active={active}
        onChange={setActive}
      />
      {tabKeys.map((key) => (
        <TabPanel key={key} idPrefix={idPrefix} tabKey={key} hidden={key !== active}>
          <Text>{texts.tabPanel(texts.tabs[key])}</Text>
        </TabPanel>
      ))}
    </>
  );
}

/** Each antd component the app uses and the app's own controls, in the theme around them (a `ThemePanel`). */
export function ComponentSamples() {
  return (
    <>
      <Sample title={texts.buttons}>
        <Buttons />
      </Sample>
      <Sample title={texts.switches}>
        <Switches />
      </Sample>
      <Sample title={texts.spin}>
        <Space size="large">
          <Spin size="small" />
          <Spin />
          <Spin size="large" />
        </Space>
      </Sample>
      <Sample title={texts.skeleton}>
        {/* Without its title bar: antd draws that as an empty h3, which would break the page's heading order. */}
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      </Sample>
      <Sample title={texts.space}>
        <SpaceSample />
      </Sample>
      <Sample title={texts.divider}>
        <Divider plain>{texts.dividerText}</Divider>
        <Divider />
      </Sample>
      <Sample title={texts.fields}>
        <TextFields />
      </Sample>
      <Sample title={texts.tabList}>
        <Tabs />
      </Sample>
      <Sample title={texts.statTiles}>
        <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 12, margin: 0, padding: 0 }}>
          {texts.stats.map((stat) => (
            <StatTile key={stat.label} {...stat} />
          ))}
        </ul>
      </Sample>
    </>
  );
}
