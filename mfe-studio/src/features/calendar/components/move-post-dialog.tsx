import { Field, useNativeControlStyle } from '@scp/shared/client/field';
import { Text } from '@scp/shared/client/typography';
import type { Post } from '@scp/shared/contracts/studio/studio-api';
import { scheduling } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { instantOf } from '@scp/shared/contracts/studio/zoned-time';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '../../common/components/form-dialog';
import { excerptOf } from '../../common/lib/post-display';
import { localTime, zonedParts } from '../../common/lib/zoned-time';

const texts = studioTexts.calendar;

export interface MovePostDialogProps {
  /** The post to move; null: closed. */
  post: Post | null;
  timeZone: string;
  onClose: () => void;
  /** `at`: the new wall-clock time, `YYYY-MM-DDTHH:mm` in `timeZone`. */
  onMove: (post: Post, at: string) => void;
}

/** Why a new time cannot be taken, in the service's words; null when it can. */
function problemWith(at: string, timeZone: string): string | null {
  const instant = instantOf(at, timeZone);
  if (!instant.ok) {
    return instant.reason === 'skipped'
      ? studioTexts.errors.timeSkipped(at.replace('T', ' '), timeZone)
      : studioTexts.errors.badLocalTime;
  }
  if (instant.instant.getTime() <= Date.now()) return studioTexts.errors.timeInPast;
  if (instant.instant.getTime() > Date.now() + scheduling.maxAheadMs) return studioTexts.errors.timeTooFarAhead;
  return null;
}

function MoveForm({
  post,
  timeZone,
  formId,
  onMove,
}: {
  post: Post;
  timeZone: string;
  formId: string;
  onMove: MovePostDialogProps['onMove'];
}) {
  const control = useNativeControlStyle();
  const start = zonedParts(post.scheduledAt ?? Date.now(), timeZone);
  const [date, setDate] = useState(start.date);
  const [time, setTime] = useState(start.time);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const at = localTime(date, time);
    const found = problemWith(at, timeZone);
    setProblem(found);
    if (found === null) onMove(post, at);
  };
  return (
    <form id={formId} onSubmit={submit} noValidate>
      <Text style={{ display: 'block', marginBottom: 12 }}>{excerptOf(post)}</Text>
      <Field label={texts.moveDate}>
        {(id, describedBy) => (
          <input
            id={id}
            type="date"
            required
            value={date}
            aria-describedby={describedBy}
            onChange={(event) => setDate(event.target.value)}
            style={control}
          />
        )}
      </Field>
      <Field label={texts.moveTime} hint={texts.timeZone(timeZone)} error={problem}>
        {(id, describedBy) => (
          <input
            id={id}
            type="time"
            required
            value={time}
            aria-describedby={describedBy}
            aria-invalid={problem !== null}
            onChange={(event) => setTime(event.target.value)}
            style={control}
          />
        )}
      </Field>
    </form>
  );
}

/** 'Move to…': the keyboard's way to move a scheduled post, to a day and time typed in. */
export function MovePostDialog({ post, timeZone, onClose, onMove }: MovePostDialogProps) {
  return (
    <FormDialog
      open={post !== null}
      onClose={onClose}
      title={texts.moveTitle}
      submitLabel={texts.moveSubmit}
      cancelLabel={texts.cancel}
      width={400}
    >
      {(formId) => post && <MoveForm key={post.id} post={post} timeZone={timeZone} formId={formId} onMove={onMove} />}
    </FormDialog>
  );
}
