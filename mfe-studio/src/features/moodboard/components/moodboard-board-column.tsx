import { api } from '@scp/shared/client/api';
import { Dialog } from '@scp/shared/client/dialog';
import { Field } from '@scp/shared/client/field';
import { useAppDispatch } from '@scp/shared/client/hooks';
import { TextArea, TextInput } from '@scp/shared/client/text-input';
import { Text, Title } from '@scp/shared/client/typography';
import type { MoodboardBoard, MoodboardItemCreateRequest } from '@scp/shared/contracts/studio/moodboard-api';
import { moodboardLimits } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { Button, theme } from 'antd';
import { type DragEvent, type FormEvent, useId, useRef, useState } from 'react';
import { uploadStudioMedia } from '../../common/api/media-upload';
import type { ItemStep } from '../lib/moodboard-order';
import { MoodboardItemCard } from './moodboard-item-card';

const texts = studioTexts.moodboard;

export interface BoardActions {
  rename: (name: string) => Promise<boolean>;
  remove: () => void;
  moveBoard: (position: number) => void;
  addItem: (body: MoodboardItemCreateRequest) => Promise<boolean>;
  deleteItem: (itemId: string) => void;
  editItem: (itemId: string, text: string) => Promise<boolean>;
  canStep: (itemId: string, step: ItemStep) => boolean;
  stepItem: (itemId: string, step: ItemStep) => void;
  /** The item being dragged dropped at this position of this board. */
  dropAt: (position: number) => void;
  dragStart: (itemId: string) => void;
  dragEnd: () => void;
  dragging: boolean;
  itemRef: (itemId: string) => (element: HTMLElement | null) => void;
  failed: (message: string) => void;
}

/** One board: its name and controls, its items in order, and the forms that add a note or an image. */
export function MoodboardBoardColumn({
  board,
  boardCount,
  actions,
}: {
  board: MoodboardBoard;
  boardCount: number;
  actions: BoardActions;
}) {
  const { token } = theme.useToken();
  const headingId = useId();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(board.name);
  const [note, setNote] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [over, setOver] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const dispatch = useAppDispatch();

  const submitRename = async (event: FormEvent) => {
    event.preventDefault();
    if (await actions.rename(name)) setRenaming(false);
  };
  const submitNote = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return;
    if (await actions.addItem({ kind: 'note', text: note })) setNote('');
  };
  const uploadImage = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    const result = await uploadStudioMedia(file, () => undefined);
    if (result.ok) {
      // The owner's library (/content) has a new file.
      dispatch(api.util.invalidateTags([{ type: 'StudioMedia', id: 'LIST' }]));
      await actions.addItem({ kind: 'image', mediaId: result.media.id });
    } else actions.failed(result.message);
    setUploading(false);
    if (fileInput.current) fileInput.current.value = '';
  };
  const allowDrop = (event: DragEvent) => {
    if (!actions.dragging) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
  };
  const drop = (position: number) => (event: DragEvent) => {
    if (!actions.dragging) return;
    event.preventDefault();
    event.stopPropagation();
    setOver(false);
    actions.dropAt(position);
  };

  return (
    <section
      aria-labelledby={headingId}
      style={{
        display: 'grid',
        alignContent: 'start',
        gap: token.marginSM,
        background: token.colorFillQuaternary,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: token.paddingSM,
        minWidth: 0,
      }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXS, alignItems: 'center' }}>
        <Title
          level={2}
          id={headingId}
          style={{ margin: 0, fontSize: token.fontSizeLG, flex: '1 1 auto', overflowWrap: 'anywhere' }}
        >
          {board.name}
        </Title>
        <Button
          size="small"
          aria-label={texts.moveBoardEarlier(board.name)}
          title={texts.moveBoardEarlier(board.name)}
          disabled={board.position === 0}
          onClick={() => actions.moveBoard(board.position - 1)}
        >
          <span aria-hidden="true">←</span>
        </Button>
        <Button
          size="small"
          aria-label={texts.moveBoardLater(board.name)}
          title={texts.moveBoardLater(board.name)}
          disabled={board.position >= boardCount - 1}
          onClick={() => actions.moveBoard(board.position + 1)}
        >
          <span aria-hidden="true">→</span>
        </Button>
        <Button size="small" aria-label={texts.renameBoard(board.name)} onClick={() => setRenaming((on) => !on)}>
          {texts.rename}
        </Button>
        <Button size="small" danger aria-label={texts.deleteBoard(board.name)} onClick={() => setConfirmDelete(true)}>
          {texts.delete}
        </Button>
      </div>
      {renaming && (
        <form onSubmit={(event) => void submitRename(event)} style={{ display: 'grid', gap: token.marginXS }}>
          <Field label={texts.boardName}>
            {(id) => (
              <TextInput
                id={id}
                value={name}
                maxLength={moodboardLimits.boardNameMax}
                required
                onChange={(event) => setName(event.target.value)}
              />
            )}
          </Field>
          <div style={{ display: 'flex', gap: token.marginXS }}>
            <Button type="primary" htmlType="submit" size="small">
              {texts.save}
            </Button>
            <Button
              size="small"
              onClick={() => {
                setName(board.name);
                setRenaming(false);
              }}
            >
              {texts.cancel}
            </Button>
          </div>
        </form>
      )}
      <ul
        aria-labelledby={headingId}
        onDragOver={(event) => {
          allowDrop(event);
          if (actions.dragging) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop(board.items.length)}
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: token.marginXS,
          minHeight: 48,
          borderRadius: token.borderRadius,
          outline: over ? `2px dashed ${token.colorPrimary}` : undefined,
        }}
      >
        {board.items.map((item, index) => (
          <li key={item.id} onDragOver={allowDrop} onDrop={drop(index)}>
            <MoodboardItemCard
              item={item}
              itemRef={actions.itemRef(item.id)}
              canStep={(step) => actions.canStep(item.id, step)}
              onStep={(step) => actions.stepItem(item.id, step)}
              onDelete={() => actions.deleteItem(item.id)}
              onEdit={(text) => actions.editItem(item.id, text)}
              onDragStart={() => actions.dragStart(item.id)}
              onDragEnd={() => {
                setOver(false);
                actions.dragEnd();
              }}
            />
          </li>
        ))}
      </ul>
      {board.items.length === 0 && <Text type="secondary">{texts.boardEmpty}</Text>}
      <form onSubmit={(event) => void submitNote(event)} style={{ display: 'grid', gap: token.marginXS }}>
        <Field label={texts.noteLabel}>
          {(id) => (
            <TextArea
              id={id}
              rows={2}
              value={note}
              maxLength={moodboardLimits.textMax}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </Field>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXS }}>
          <Button htmlType="submit" size="small" disabled={!note.trim()} aria-label={texts.addNoteTo(board.name)}>
            {texts.addNote}
          </Button>
          <Button
            size="small"
            loading={uploading}
            aria-label={texts.addImageTo(board.name)}
            onClick={() => fileInput.current?.click()}
          >
            {uploading ? texts.uploading : texts.addImage}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            hidden
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => void uploadImage(event.target.files?.[0])}
          />
        </div>
      </form>
      <Dialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={texts.deleteBoard(board.name)}
        footer={
          <>
            <Button onClick={() => setConfirmDelete(false)}>{texts.cancel}</Button>
            <Button
              danger
              type="primary"
              onClick={() => {
                setConfirmDelete(false);
                actions.remove();
              }}
            >
              {texts.delete}
            </Button>
          </>
        }
      >
        <p style={{ margin: 0 }}>{texts.deleteBoardConfirm(board.name)}</p>
      </Dialog>
    </section>
  );
}
