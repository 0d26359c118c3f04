import { useEffect, useState } from 'react';
import { Text, Title } from '@scp/shared/client/typography';
import { useAppSelector } from '@scp/shared/client/hooks';
import { selectSession } from '@scp/shared/client/session-slice';
import { APP_VERSION } from '@scp/shared/contracts/app/app-constants';
import { errorReportListSchema, type StoredErrorReport } from '@scp/shared/contracts/app/error-report';
import { settingsTexts } from '@scp/shared/contracts/settings/settings-texts';
import { SettingsSection } from '../../common/components/settings-section';
import { useRemoteReleases } from '../api/remote-releases';

const texts = settingsTexts.development;

interface RemotesManifestView {
  text: string;
  /** Federation names `/remotes.json` pins to a release. */
  pinned: ReadonlySet<string>;
}

/** What the shell was told about the remotes, as the gateway serves it. */
function useRemotesManifest(): RemotesManifestView {
  const [manifest, setManifest] = useState<RemotesManifestView>({ text: texts.loading, pinned: new Set() });
  useEffect(() => {
    let live = true;
    fetch('/remotes.json', { credentials: 'same-origin' })
      .then(async (answer) => {
        if (!answer.ok) return { text: `HTTP ${answer.status}`, pinned: new Set<string>() };
        const entries = (await answer.json()) as Record<string, unknown>;
        const pinned = new Set(Object.keys(entries).filter((name) => typeof entries[name] === 'object'));
        return { text: JSON.stringify(entries, null, 2), pinned };
      })
      .catch((error: unknown) => ({
        text: error instanceof Error ? error.message : String(error),
        pinned: new Set<string>(),
      }))
      .then((view) => live && setManifest(view));
    return () => {
      live = false;
    };
  }, []);
  return manifest;
}

const REPORTS_SHOWN = 20;

/** The browser error reports the gateway kept, newest first (local mode: `GET /api/dev/error-reports`). */
function useErrorReports(): StoredErrorReport[] | 'loading' | 'failed' {
  const [reports, setReports] = useState<StoredErrorReport[] | 'loading' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    fetch('/api/dev/error-reports', { credentials: 'same-origin' })
      .then(async (answer) => {
        if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
        return errorReportListSchema.parse(await answer.json()).reports;
      })
      .then(
        (list) => live && setReports(list.slice(0, REPORTS_SHOWN)),
        () => live && setReports('failed'),
      );
    return () => {
      live = false;
    };
  }, []);
  return reports;
}

function ErrorReports() {
  const reports = useErrorReports();
  if (reports === 'loading') return <Text>{texts.loading}</Text>;
  if (reports === 'failed') return <Text type="danger">{texts.errorReportsUnavailable}</Text>;
  if (reports.length === 0) return <Text>{texts.noErrorReports}</Text>;
  return (
    <ol aria-label={texts.errorReports} style={{ paddingLeft: 20, display: 'grid', gap: 8 }}>
      {reports.map((report, index) => (
        <li key={`${report.receivedAt}-${index}`}>
          <Text strong>
            {report.pattern.type} · {report.pattern.severity}
          </Text>{' '}
          <Text code>{report.error.name}</Text> <Text>{report.error.message}</Text>
          <br />
          <Text type="secondary" style={{ fontSize: 12 }}>
            {report.receivedAt} · {report.context.component ?? report.context.url}
          </Text>
        </li>
      ))}
    </ol>
  );
}

/** The release of each remote this page loaded, as the shell's federation runtime recorded it. */
function RemoteVersions({ pinned }: { pinned: ReadonlySet<string> }) {
  const releases = useRemoteReleases();
  if (releases.length === 0) return <Text>{texts.remoteVersionsNone}</Text>;
  return (
    <ul aria-label={texts.remoteVersions} style={{ paddingLeft: 20, display: 'grid', gap: 4 }}>
      {releases.map((release) => (
        <li key={release.remote}>
          <Text strong>{release.remote}</Text> <Text code>{release.version}</Text>
          {release.buildTime && (
            <Text type="secondary">
              {' '}
              · {texts.builtAt} {release.buildTime}
            </Text>
          )}
          {pinned.has(release.remote) && <Text type="secondary"> · {texts.pinned}</Text>}
        </li>
      ))}
    </ul>
  );
}

/**
 * The environment debug panel (screens and routes: development mode only). The settings page imports it
 * only when NODE_ENV is 'development', so production builds do not contain it at all.
 */
export function DevelopmentTab() {
  const session = useAppSelector(selectSession);
  const manifest = useRemotesManifest();
  const rows: Array<[string, string]> = [
    [texts.buildVersion, APP_VERSION],
    [texts.mode, process.env.NODE_ENV ?? ''],
    [texts.apiBase, '/api'],
    [texts.sessionExpiry, session.expiresAt ? new Date(session.expiresAt * 1000).toISOString() : texts.none],
    [texts.featureFlags, texts.none],
  ];
  return (
    <SettingsSection title={settingsTexts.page.tabs.development}>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 16px' }}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>
              <Text strong>{label}</Text>
            </dt>
            <dd style={{ margin: 0 }}>
              <Text code>{value}</Text>
            </dd>
          </div>
        ))}
      </dl>
      <Title level={3} style={{ fontSize: 16 }}>
        {texts.remotesManifest}
      </Title>
      <pre style={{ overflowX: 'auto', fontSize: 12 }}>{manifest.text}</pre>
      <Title level={3} style={{ fontSize: 16 }}>
        {texts.remoteVersions}
      </Title>
      <RemoteVersions pinned={manifest.pinned} />
      <Title level={3} style={{ fontSize: 16 }}>
        {texts.errorReports}
      </Title>
      <ErrorReports />
    </SettingsSection>
  );
}
