import { toErrorBody } from '@scp/shared/client/api';
import { Text } from '@scp/shared/client/typography';
import { useToast } from '@scp/shared/client/use-toast';
import type { CampaignImportResponse, ImportRow } from '@scp/shared/contracts/studio/studio-api';
import { campaignImportColumns, campaignImportLimits } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { Button, theme } from 'antd';
import { type ChangeEvent, useId, useState } from 'react';
import { PostPlatformMarks } from '../../common/components/post-platform-marks';
import { formatDateTime } from '../../common/lib/zoned-time';
import { useImportStudioCampaignPostsMutation } from '../api/campaigns-api';
import { fileText } from '../lib/file-text';
import { CampaignSection } from './campaign-section';

const texts = studioTexts.campaignImport;
const columnNames = Object.values(campaignImportColumns).join(', ');

/** The file being imported: its name and text, and the service's answer for it. */
interface Checked {
  name: string;
  csv: string;
  result: CampaignImportResponse;
}

function RowResult({ row }: { row: ImportRow }) {
  const { token } = theme.useToken();
  if (row.ok) return <span style={{ color: token.colorSuccessText }}>{texts.ready}</span>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: token.paddingMD, color: token.colorErrorText }}>
      {row.problems.map((problem) => (
        <li key={`${problem.column ?? ''}:${problem.text}`}>{texts.problem(problem.column, problem.text)}</li>
      ))}
    </ul>
  );
}

function RowsTable({ checked, timeZone }: { checked: Checked; timeZone: string }) {
  const { token } = theme.useToken();
  const cell = {
    padding: `${token.paddingXS}px ${token.paddingSM}px`,
    verticalAlign: 'top',
    textAlign: 'start' as const,
  };
  const head = { ...cell, color: token.colorTextSecondary, fontWeight: 600, whiteSpace: 'nowrap' as const };
  return (
    // Scrolls sideways on a phone: a named region the keyboard can reach and scroll.
    <div
      role="region"
      aria-label={texts.resultsLabel(checked.name)}
      tabIndex={0}
      style={{ overflowX: 'auto', marginTop: token.marginSM }}
    >
      <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: token.fontSizeSM }}>
        <caption style={{ textAlign: 'start', paddingBottom: token.paddingXS }}>
          {texts.resultsLabel(checked.name)}
        </caption>
        <thead>
          <tr style={{ borderBottom: `1px solid ${token.colorBorder}` }}>
            {Object.values(texts.columns).map((name) => (
              <th key={name} scope="col" style={head}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {checked.result.rows.map((row) => (
            <tr key={row.row} style={{ borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
              <th scope="row" style={{ ...cell, fontWeight: 400 }}>
                {row.row}
              </th>
              <td style={{ ...cell, whiteSpace: 'nowrap' }}>{row.at ? formatDateTime(row.at, timeZone) : ''}</td>
              <td style={cell}>
                <PostPlatformMarks platforms={row.platforms} />
              </td>
              <td style={{ ...cell, maxWidth: 320, overflowWrap: 'anywhere' }}>{row.text}</td>
              <td style={cell}>
                <RowResult row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Creating the campaign's posts from a CSV file: the file is checked by the service (nothing is
 * stored), every row's result is shown, then 'Import all' when every row is good, or 'Import the N
 * good rows' when some are not. Times are read in the owner's zone.
 */
export function CampaignImport({ campaignId, timeZone }: { campaignId: string; timeZone: string }) {
  const { token } = theme.useToken();
  const toast = useToast();
  const inputId = useId();
  const hintId = useId();
  const [send, { isLoading }] = useImportStudioCampaignPostsMutation();
  const [checking, setChecking] = useState<string | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setChecked(null);
    setFailure(null);
    if (file.size > campaignImportLimits.bodyMaxBytes) {
      setFailure(texts.errors.tooLarge);
      return;
    }
    setChecking(file.name);
    try {
      const csv = await fileText(file);
      const result = await send({ campaignId, csv, query: { mode: 'check', timeZone } }).unwrap();
      setChecked({ name: file.name, csv, result });
    } catch (error) {
      setFailure(toErrorBody(error).message);
    } finally {
      setChecking(null);
    }
  };

  const importRows = async (onlyValidRows: boolean) => {
    if (!checked) return;
    try {
      const result = await send({
        campaignId,
        csv: checked.csv,
        query: { mode: 'import', timeZone, ...(onlyValidRows && { onlyValidRows: 'true' as const }) },
      }).unwrap();
      toast.success(texts.imported(result.imported));
      setChecked(null);
    } catch (error) {
      toast.error({ title: texts.importFailed, description: toErrorBody(error).message });
    }
  };

  const rows = checked?.result.rows ?? [];
  const good = checked?.result.okCount ?? 0;
  return (
    <CampaignSection title={texts.heading}>
      <Text type="secondary" id={hintId} style={{ display: 'block', marginBottom: token.marginXS }}>
        {texts.hint(columnNames, timeZone)}
      </Text>
      <label htmlFor={inputId} style={{ display: 'block', marginBottom: token.marginXXS }}>
        {checked ? texts.another : texts.choose}
      </label>
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        aria-describedby={hintId}
        disabled={checking !== null || isLoading}
        onChange={(event) => void pick(event)}
      />
      {checking && (
        <Text role="status" style={{ display: 'block', marginTop: token.marginXS }}>
          {texts.checking(checking)}
        </Text>
      )}
      {failure && (
        <Text type="danger" role="alert" style={{ display: 'block', marginTop: token.marginXS }}>
          {texts.checkFailed}: {failure}
        </Text>
      )}
      {checked && (
        <>
          <RowsTable checked={checked} timeZone={timeZone} />
          <div
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: token.marginSM,
              alignItems: 'center',
              marginTop: token.marginSM,
            }}
          >
            <Text>{texts.summary(good, rows.length)}</Text>
            {good === 0 ? (
              <Text type="danger">{texts.noneGood}</Text>
            ) : good === rows.length ? (
              <Button type="primary" loading={isLoading} onClick={() => void importRows(false)}>
                {texts.importAll}
              </Button>
            ) : (
              <Button type="primary" loading={isLoading} onClick={() => void importRows(true)}>
                {texts.importGood(good)}
              </Button>
            )}
          </div>
        </>
      )}
    </CampaignSection>
  );
}
