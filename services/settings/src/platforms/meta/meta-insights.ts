import { isRecord } from '@scp/service-kit/oauth-client';
import type { PatientOptions } from '@scp/service-kit/platform-http';
import { addDays, callJson, chunkRange, numberOf, records } from '../reader-support';

// Graph API insights (`/<node id>/insights`), shared by the Facebook page and Instagram readers.
// Graph allows a limited span a call (pages 93 days, Instagram 30), so a range is read in
// consecutive chunks; a day is the one starting at `since`, whose value's end_time is the next day.

export interface MetaApi {
  /** Graph's base URL (`https://graph.facebook.com`, or `<sandbox>/meta`). */
  api: string;
  /** `v23.0` */
  version: string;
  patient?: PatientOptions;
}

/**
 * One insights call: each metric's values by day. A value's end_time is the end of its day (the
 * next day at 07:00 UTC, Pacific midnight).
 */
async function callInsights(
  meta: MetaApi,
  what: string,
  nodeId: string,
  token: string,
  params: { metric: string; period: 'day' | 'lifetime'; since: string; until: string },
): Promise<Map<string, Map<string, unknown>>> {
  // The token in a header, not the query: URLs end up in logs.
  const body = await callJson(
    what,
    `${meta.api}/${meta.version}/${nodeId}/insights?${new URLSearchParams(params).toString()}`,
    { headers: { Authorization: `Bearer ${token}` } },
    meta.patient,
  );
  const metrics = new Map<string, Map<string, unknown>>();
  for (const metric of records(body.data)) {
    const byDay = new Map<string, unknown>();
    for (const value of records(metric.values))
      if (typeof value.end_time === 'string') byDay.set(addDays(value.end_time.slice(0, 10), -1), value.value);
    metrics.set(String(metric.name), byDay);
  }
  return metrics;
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
    const answered = await callInsights(meta, what, nodeId, token, {
      metric: metrics.join(','),
      period: 'day',
      since: chunk.from,
      // until is exclusive: the chunk's last day is the one before it.
      until: addDays(chunk.to, 1),
    });
    for (const [name, series] of values)
      for (const [date, value] of answered.get(name) ?? [])
        if (date >= chunk.from && date <= chunk.to) series.set(date, numberOf(value));
  }
  return values;
}

/**
 * A lifetime metric whose daily value is a count per hour (`{ '0': n, …, '23': n }`, Instagram's
 * online_followers): `date → 24 counts` for `from`..`to`, in one call (Graph keeps such a metric
 * for 30 days, so callers ask for no more). A day Graph has no figures for (an empty value) is left
 * out rather than stored as a day nobody was online.
 */
export async function readHourlyInsight(
  meta: MetaApi,
  what: string,
  nodeId: string,
  token: string,
  metric: string,
  from: string,
  to: string,
): Promise<Map<string, number[]>> {
  const answered = await callInsights(meta, what, nodeId, token, {
    metric,
    period: 'lifetime',
    since: from,
    until: addDays(to, 1),
  });
  const days = new Map<string, number[]>();
  for (const [date, value] of answered.get(metric) ?? []) {
    if (date < from || date > to || !isRecord(value) || Object.keys(value).length === 0) continue;
    days.set(
      date,
      Array.from({ length: 24 }, (_, hour) => numberOf(value[String(hour)])),
    );
  }
  return days;
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
