import { Button } from 'antd';
import { Text } from '@scp/shared/client/typography';
import { audienceHoursLimits } from '@scp/shared/contracts/dashboard/dashboard-internal';
import type { BestTimesResponse } from '@scp/shared/contracts/studio/studio-api';
import type { PostPlatform } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { useListBestTimesQuery } from '../api/editor-api';
import { addDays, zonedParts } from '../../common/lib/zoned-time';
import { formatInZone } from '../lib/schedule-time';

const texts = studioTexts.editor.bestTimes;
/** How many suggestions show, and over how many days they are looked for (today's may be gone). */
const SHOWN = 3;
const DAYS = 2;

/** What the hours come from, or why there are none, in words. */
function basisLine(answer: BestTimesResponse): string | null {
  const platform = studioTexts.platformNames[answer.platform];
  if (answer.basis === 'posts') return texts.fromPosts(platform, answer.posts);
  if (answer.basis === 'audience') return texts.fromAudience;
  if (answer.reason === 'few_posts') return texts.fewPosts(platform, audienceHoursLimits.minPosts);
  if (answer.reason === 'no_audience_hours') return texts.noAudienceHours(audienceHoursLimits.minPosts);
  return null;
}

/** 'Today 18:00', 'Tomorrow 09:00', 'Sun 18:00': a local `YYYY-MM-DDTHH:mm` as a chip names it. */
function chipLabel(local: string, at: string, timeZone: string, now: number): string {
  const today = zonedParts(now, timeZone).date;
  const day = local.slice(0, 10);
  const name =
    day === today
      ? texts.today
      : day === addDays(today, 1)
        ? texts.tomorrow
        : new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short' }).format(new Date(at));
  return texts.chip(name, local.slice(11, 16));
}

/**
 * 'Best time': the next best hours to post on `platform` (the first picked account's), on the
 * owner's wall clock; a chip sets the date and time. Nothing while they load; when there are none,
 * a line says why, and a failure says so: never an hour made up.
 */
export function BestTimeChips({
  platform,
  timeZone,
  date,
  time,
  onPick,
}: {
  platform: PostPlatform;
  timeZone: string;
  date: string;
  time: string;
  onPick: (picked: { date: string; time: string }) => void;
}) {
  const answer = useListBestTimesQuery({ platform, timeZone, days: DAYS });
  if (answer.isError) {
    return (
      <Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
        {texts.failed}
      </Text>
    );
  }
  // While loading, and while another platform's or zone's answer is all there is, nothing: no chip stands in.
  const data = answer.currentData;
  if (!data) return null;
  const now = Date.now();
  const times = data.times.filter((best) => Date.parse(best.at) > now).slice(0, SHOWN);
  const line = basisLine(data);
  if (times.length === 0 && line === null) return null;
  return (
    // Not a labelled group: 'Best time' as a name would also answer to the Time field's label (its
    // words are in it); each chip names its moment and what it does itself.
    <div data-best-times="" style={{ marginTop: 10 }}>
      <Text strong style={{ display: 'block', marginBottom: 6 }}>
        {texts.label}
      </Text>
      {times.length > 0 && (
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {times.map((best) => {
            const picked = { date: best.local.slice(0, 10), time: best.local.slice(11, 16) };
            const label = chipLabel(best.local, best.at, timeZone, now);
            return (
              <Button
                key={best.at}
                size="small"
                shape="round"
                aria-label={texts.pick(label, formatInZone(best.at, timeZone))}
                aria-pressed={picked.date === date && picked.time === time}
                onClick={() => onPick(picked)}
              >
                {label}
              </Button>
            );
          })}
        </div>
      )}
      {line && (
        <Text type="secondary" style={{ display: 'block', marginTop: 6, fontSize: 12 }}>
          {line}
        </Text>
      )}
    </div>
  );
}
