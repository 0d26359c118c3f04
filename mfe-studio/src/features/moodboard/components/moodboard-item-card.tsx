import { Field } from '@scp/shared/client/field';
import { TextArea } from '@scp/shared/client/text-input';
import { Text } from '@scp/shared/client/typography';
import type { MoodboardItem } from '@scp/shared/contracts/studio/moodboard-api';
import { moodboardLimits } from '@scp/shared/contracts/studio/studio-constants';
import { studioPaths } from '@scp/shared/contracts/studio/studio-paths';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { Button, theme } from 'antd';
import { type DragEvent, type FormEvent, type KeyboardEvent, type Ref, useState } from 'react';
import { Link } from 'react-router';
import type { ItemStep } from '../lib/moodboard-order';

const texts = studioTexts.moodboard;

/** What a screen reader calls the item: its kind and its first words. */
export function itemLabelOf(item: MoodboardItem): string {
  const words =
    item.kind === 'saved_post' && item.savedPost
      ? texts.savedFrom(studioTexts.platformNames[item.savedPost.platform], item.savedPost.authorHandle)
      : item.text || item.image?.alt || '';
  return texts.itemLabel(texts.kindNames[item.kind], words.length > 60 ? `${words.slice(0, 60)}…` : words);
}

/** Alt + an arrow key: the step it asks for. */
const stepOfKey: Readonly<Record<string, ItemStep>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'previousBoard',
  ArrowRight: 'nextBoard',
};

/**
 * One item of a board: a note, an image of the library or a saved post (its thumbnail shown from the
 * platform, its link, its author). Focusable: Alt + arrow keys move it, as its arrow buttons do; it
 * can be dragged onto another item or board.
 */
export function MoodboardItemCard({
  item,
  itemRef,
  canStep,
  onStep,
  onDelete,
  onEdit,
  onDragStart,
  onDragEnd,
}: {
  item: MoodboardItem;
  itemRef: Ref<HTMLElement>;
  canStep: (step: ItemStep) => boolean;
  onStep: (step: ItemStep) => void;
  onDelete: () => void;
  /** A note's new text: true once saved. */
  onEdit: (text: string) => Promise<boolean>;
  onDragStart: () => void;
  onDragEnd: () => void;
}) {
  const { token } = theme.useToken();
  const label = itemLabelOf(item);
  const [editing, setEditing] = useState<string | null>(null);
  const saveEdit = async (event: FormEvent) => {
    event.preventDefault();
    if (editing !== null && editing.trim() && (await onEdit(editing))) setEditing(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = event.altKey ? stepOfKey[event.key] : undefined;
    if (!step || event.target !== event.currentTarget) return;
    event.preventDefault();
    if (canStep(step)) onStep(step);
  };
  const dragStart = (event: DragEvent<HTMLElement>) => {
    event.dataTransfer.setData('text/plain', item.id);
    event.dataTransfer.effectAllowed = 'move';
    onDragStart();
  };
  const stepButton = (step: ItemStep, words: string, arrow: string) => (
    <Button
      size="small"
      aria-label={`${words}: ${label}`}
      title={words}
      disabled={!canStep(step)}
      onClick={() => onStep(step)}
    >
      <span aria-hidden="true">{arrow}</span>
    </Button>
  );
  return (
    <article
      ref={itemRef}
      tabIndex={0}
      aria-label={label}
      data-moodboard-item={item.id}
      // Not while its text is edited: selecting words in the box would drag the item.
      draggable={editing === null}
      onDragStart={dragStart}
      onDragEnd={onDragEnd}
      onKeyDown={onKeyDown}
      style={{
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        padding: token.paddingSM,
        display: 'grid',
        gap: token.marginXS,
        cursor: 'grab',
        outlineOffset: 2,
      }}
    >
      {item.kind === 'note' && editing === null && (
        <p style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.text}</p>
      )}
      {editing !== null && (
        <form onSubmit={(event) => void saveEdit(event)} style={{ display: 'grid', gap: token.marginXS }}>
          <Field label={texts.noteLabel}>
            {(id) => (
              <TextArea
                id={id}
                rows={3}
                value={editing}
                maxLength={moodboardLimits.textMax}
                onChange={(event) => setEditing(event.target.value)}
              />
            )}
          </Field>
          <div style={{ display: 'flex', gap: token.marginXS }}>
            <Button type="primary" htmlType="submit" size="small" disabled={!editing.trim()}>
              {texts.save}
            </Button>
            <Button size="small" onClick={() => setEditing(null)}>
              {texts.cancel}
            </Button>
          </div>
        </form>
      )}
      {item.image && (
        <img
          src={item.image.url}
          alt={item.image.alt || item.text}
          width={item.image.width}
          height={item.image.height}
          draggable={false}
          style={{ width: '100%', height: 'auto', borderRadius: token.borderRadiusSM }}
        />
      )}
      {item.savedPost && (
        <div style={{ display: 'grid', gap: token.marginXXS }}>
          {item.savedPost.thumbnailUrl && (
            // Shown from the platform, never copied: the moodboard keeps its address only.
            <img
              src={item.savedPost.thumbnailUrl}
              alt=""
              referrerPolicy="no-referrer"
              loading="lazy"
              draggable={false}
              style={{ width: '100%', height: 'auto', borderRadius: token.borderRadiusSM }}
            />
          )}
          <Text strong>
            {texts.savedFrom(studioTexts.platformNames[item.savedPost.platform], item.savedPost.authorHandle)}
          </Text>
          {item.savedPost.captionExcerpt && (
            <p style={{ margin: 0, overflowWrap: 'anywhere' }}>{item.savedPost.captionExcerpt}</p>
          )}
          <a href={item.savedPost.sourceUrl} target="_blank" rel="noopener noreferrer">
            {texts.openSource}
          </a>
        </div>
      )}
      {item.kind !== 'note' && item.text && (
        <p style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.text}</p>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXXS, alignItems: 'center' }}>
        {stepButton('up', texts.moveEarlier, '↑')}
        {stepButton('down', texts.moveLater, '↓')}
        {stepButton('previousBoard', texts.moveToPreviousBoard, '←')}
        {stepButton('nextBoard', texts.moveToNextBoard, '→')}
        <Link
          to={studioPaths.newPostFromIdea(item.id)}
          aria-label={`${texts.useAsInspiration}: ${label}`}
          style={{ marginInlineStart: 'auto' }}
        >
          {texts.useAsInspiration}
        </Link>
        {item.kind === 'note' && editing === null && (
          <Button size="small" aria-label={texts.editItem(label)} onClick={() => setEditing(item.text)}>
            {texts.edit}
          </Button>
        )}
        <Button size="small" danger aria-label={`${texts.deleteItem}: ${label}`} onClick={onDelete}>
          {texts.delete}
        </Button>
      </div>
    </article>
  );
}
