import { isRecord } from '@scp/service-kit/oauth-client';
import type { PatientOptions } from '@scp/service-kit/platform-http';
import { addDays, callJson, chunkRange, numberOf, records } from './reader-support';

// Graph API insights (`/<node id>/insights`, period=day), shared by the Facebook page and Instagram
// readers. Graph allows a limited span a call (pages 93 days, Instagram 30), so a range is read in
// consecutive chunks; a day is the one starting at `since`, whose value's end_time is the next day.

export interface MetaApi {
  /** Graph's base URL (`https://graph.facebook.com`, or `<sandbox>/meta`). */
  api: string;
  /** `v23.0` */
  version: string;
  patient?: PatientOptions;
}

/** `metric name → (date → value)` for `from`..`to`, read in chunks of at most `maxDays`. */
export async function readInsights(
  meta: MetaApi,
  what: string,
  nodeId: string,
  token: string,
  metrics: readonly string[],
  from: string,
  to: string,
  maxDays: number,
): Promise<Map<string, Map<string, number>>> {
  const values = new Map(metrics.map((name) => [name, new Map<string, number>()]));
  for (const chunk of chunkRange(from, to, maxDays)) {
    const params = new URLSearchParams({
      metric: metrics.join(','),
      period: 'day',
      since: chunk.from,
      // until is exclusive: the chunk's last day is the one before it.
      until: addDays(chunk.to, 1),
    });
    // The token in a header, not the query: URLs end up in logs.
    const body = await callJson(
      what,
      `${meta.api}/${meta.version}/${nodeId}/insights?${params.toString()}`,
      { headers: { Authorization: `Bearer ${token}` } },
      meta.patient,
    );
    for (const metric of records(body.data)) {
      const series = values.get(String(metric.name));
      if (!series) continue;
      for (const value of records(metric.values)) {
        if (typeof value.end_time !== 'string') continue;
        // end_time is the end of the day (next day 07:00 UTC, Pacific midnight).
        const date = addDays(value.end_time.slice(0, 10), -1);
        if (date >= chunk.from && date <= chunk.to) series.set(date, numberOf(value.value));
      }
    }
  }
  return values;
}

/** A node's fields (`/<node id>?fields=`). */
export async function readNode(
  meta: MetaApi,
  what: string,
  nodeId: string,
  token: string,
  fields: string,
): Promise<Record<string, unknown>> {
  const body = await callJson(
    what,
    `${meta.api}/${meta.version}/${nodeId}?${new URLSearchParams({ fields }).toString()}`,
    { headers: { Authorization: `Bearer ${token}` } },
    meta.patient,
  );
  return isRecord(body) ? body : {};
}
