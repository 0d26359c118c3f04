import { Button, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { toErrorBody } from '@scp/shared/client/api';
import { Field } from '@scp/shared/client/field';
import { ResultView } from '@scp/shared/client/result-view';
import { Sheet } from '@scp/shared/client/sheet';
import { TextArea, TextInput } from '@scp/shared/client/text-input';
import { Text } from '@scp/shared/client/typography';
import { useToast } from '@scp/shared/client/use-toast';
import { responderTexts } from '@scp/shared/contracts/responder/responder-texts';
import { savedReplyLimits, type SavedReply } from '@scp/shared/contracts/responder/saved-replies';
import {
  useCreateSavedReplyMutation,
  useDeleteSavedReplyMutation,
  useListSavedRepliesQuery,
  useUpdateSavedReplyMutation,
} from '../api/saved-replies-api';

const texts = responderTexts.savedReplies;

/** What is wrong with a title or a text before it is sent (the service says the same). */
function problemsOf(title: string, text: string): { title?: string; text?: string } {
  const problems: { title?: string; text?: string } = {};
  if (!title.trim()) problems.title = texts.titleRequired;
  else if (title.trim().length > savedReplyLimits.titleMax)
    problems.title = texts.titleTooLong(savedReplyLimits.titleMax);
  if (!text.trim()) problems.text = texts.textRequired;
  else if (text.trim().length > savedReplyLimits.textMax) problems.text = texts.textTooLong(savedReplyLimits.textMax);
  return problems;
}

/** Adding a saved reply (no `editing`) or changing one. */
function SavedReplyForm({ editing, onDone }: { editing: SavedReply | null; onDone: () => void }) {
  const toast = useToast();
  const [title, setTitle] = useState(editing?.title ?? '');
  const [text, setText] = useState(editing?.text ?? '');
  const [problems, setProblems] = useState<{ title?: string; text?: string; form?: string }>({});
  const [create, { isLoading: creating }] = useCreateSavedReplyMutation();
  const [update, { isLoading: updating }] = useUpdateSavedReplyMutation();

  const submit = async () => {
    const found = problemsOf(title, text);
    setProblems(found);
    if (found.title || found.text) return;
    try {
      const request = { title: title.trim(), text: text.trim() };
      if (editing) await update({ id: editing.id, ...request }).unwrap();
      else await create(request).unwrap();
      toast.success(texts.saved);
      onDone();
    } catch (error) {
      const { status, field, message } = toErrorBody(error);
      if (status === 409 || field === 'title') setProblems({ title: message });
      else setProblems({ form: message });
    }
  };

  return (
    <form
      aria-label={editing ? texts.edit(editing.title) : texts.add}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field label={texts.titleLabel} error={problems.title}>
        {(id, describedBy) => (
          <TextInput
            id={id}
            aria-describedby={describedBy}
            aria-invalid={problems.title ? true : undefined}
            value={title}
            maxLength={savedReplyLimits.titleMax}
            onChange={(event) => setTitle(event.target.value)}
          />
        )}
      </Field>
      <Field label={texts.textLabel} error={problems.text ?? problems.form}>
        {(id, describedBy) => (
          <TextArea
            id={id}
            aria-describedby={describedBy}
            aria-invalid={problems.text ? true : undefined}
            value={text}
            rows={5}
            maxLength={savedReplyLimits.textMax}
            showCount
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button type="primary" htmlType="submit" loading={creating || updating}>
          {texts.save}
        </Button>
        <Button onClick={onDone}>{texts.cancel}</Button>
      </div>
    </form>
  );
}

/** One saved reply: its title and text, to change or delete (after saying which). */
function SavedReplyItem({ reply, onEdit }: { reply: SavedReply; onEdit: () => void }) {
  const { token } = theme.useToken();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [remove, { isLoading: removing }] = useDeleteSavedReplyMutation();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) keep.current?.focus();
  }, [confirming]);

  const confirmRemove = async () => {
    try {
      await remove(reply.id).unwrap();
      toast.success(texts.removed);
    } catch (error) {
      toast.error(toErrorBody(error).message);
      setConfirming(false);
    }
  };

  return (
    <li style={{ padding: `${token.paddingSM}px 0`, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
      <Text strong style={{ display: 'block' }}>
        /{reply.title}
      </Text>
      <Text type="secondary" style={{ display: 'block', whiteSpace: 'pre-wrap', marginBottom: 8 }}>
        {reply.text}
      </Text>
      {confirming ? (
        <div role="group" aria-label={texts.confirmRemove(reply.title)} style={{ display: 'flex', gap: 8 }}>
          <Text style={{ flexBasis: '100%' }}>{texts.confirmRemove(reply.title)}</Text>
          <Button danger loading={removing} onClick={() => void confirmRemove()}>
            {texts.confirmYes}
          </Button>
          <Button ref={keep} onClick={() => setConfirming(false)}>
            {texts.confirmNo}
          </Button>
        </div>
      ) : (
        <div style={{ display: 'flex', gap: 8 }}>
          <Button size="small" aria-label={texts.edit(reply.title)} onClick={onEdit}>
            {texts.editShort}
          </Button>
          <Button size="small" danger aria-label={texts.remove(reply.title)} onClick={() => setConfirming(true)}>
            {texts.confirmYes}
          </Button>
        </div>
      )}
    </li>
  );
}

/** The owner's saved replies: the list, and a form to add one or change one. */
export function SavedRepliesManager() {
  const { data, isLoading, isError, refetch } = useListSavedRepliesQuery();
  const [editing, setEditing] = useState<SavedReply | 'new' | null>(null);
  if (isLoading) return <Text type="secondary">{texts.loading}</Text>;
  if (isError || !data)
    return (
      <ResultView
        status="warning"
        title={responderTexts.screens.loadFailed}
        extra={<Button onClick={() => void refetch()}>{responderTexts.screens.tryAgain}</Button>}
      />
    );
  const replies = data.saved_replies;
  const full = replies.length >= savedReplyLimits.perOwner;
  return (
    <div>
      {editing ? (
        <SavedReplyForm editing={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      ) : (
        <>
          <Button type="primary" onClick={() => setEditing('new')} disabled={full}>
            {texts.add}
          </Button>
          {full && <Text type="secondary">{texts.tooMany(savedReplyLimits.perOwner)}</Text>}
        </>
      )}
      {replies.length === 0 ? (
        <p>
          <Text type="secondary">{texts.empty}</Text>
        </p>
      ) : (
        <ul aria-label={texts.title} style={{ listStyle: 'none', margin: '16px 0 0', padding: 0 }}>
          {replies.map((reply) => (
            <SavedReplyItem key={reply.id} reply={reply} onEdit={() => setEditing(reply)} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** The inbox's 'Saved replies' button and the side sheet it opens with the manager. */
export function SavedRepliesButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{texts.open}</Button>
      <Sheet title={texts.title} open={open} onClose={() => setOpen(false)} width={440}>
        <SavedRepliesManager />
      </Sheet>
    </>
  );
}
