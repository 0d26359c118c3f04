import type { PatientOptions } from '@scp/service-kit/platform-http';
import type { PlatformReader } from '../platform-reader';
import { callJson, checkRange, DailySeries, MAX_PAGES, numberOf, pathId, records, trimBase } from '../reader-support';

// A GA4 property's days through the Data API's runReport: sessions, key events (GA4's name for
// conversions since 2024; the `conversions` metric is deprecated) and total revenue, one row per
// date. A report is paged by limit/offset against its rowCount.

const PAGE_ROWS = 10_000;
const METRICS = { sessions: 'sessions', keyEvents: 'conversions', totalRevenue: 'revenue' } as const;

export interface GoogleAnalyticsReaderOptions {
  /** The Data API's base URL (`https://analyticsdata.googleapis.com`, or `<sandbox>/google`). */
  api: string;
  patient?: PatientOptions;
}

export function createGoogleAnalyticsReader(options: GoogleAnalyticsReaderOptions): PlatformReader {
  const api = trimBase(options.api);
  return {
    platform: 'google-analytics',
    async readDaily(account, from, to) {
      checkRange(from, to);
      const propertyId = pathId(account.accountId, /^\d{1,20}$/, 'Google Analytics property');
      const metricNames = Object.keys(METRICS);
      const series = new DailySeries(from, to, Object.values(METRICS));
      for (let offset = 0, page = 0; page < MAX_PAGES; page += 1) {
        const body = await callJson(
          'Google Analytics report',
          `${api}/v1beta/properties/${propertyId}:runReport`,
          {
            method: 'POST',
            headers: { Authorization: `Bearer ${account.accessToken}`, 'Content-Type': 'application/json' },
            body: JSON.stringify({
              dateRanges: [{ startDate: from, endDate: to }],
              dimensions: [{ name: 'date' }],
              metrics: metricNames.map((name) => ({ name })),
              orderBys: [{ dimension: { dimensionName: 'date' } }],
              limit: PAGE_ROWS,
              offset,
            }),
          },
          options.patient,
        );
        // The answer names its metric columns; read them by name, not by the order asked.
        const columns = records(body.metricHeaders).map((header) => String(header.name));
        const rows = records(body.rows);
        for (const row of rows) {
          const raw = String(records(row.dimensionValues)[0]?.value ?? '');
          const date = /^\d{8}$/.test(raw) ? `${raw.slice(0, 4)}-${raw.slice(4, 6)}-${raw.slice(6, 8)}` : '';
          records(row.metricValues).forEach((value, index) => {
            const name = METRICS[columns[index] as keyof typeof METRICS];
            if (name) series.set(date, name, numberOf(value.value));
          });
        }
        offset += rows.length;
        if (!rows.length || offset >= numberOf(body.rowCount)) break;
      }
      return series.rows();
    },
  };
}
