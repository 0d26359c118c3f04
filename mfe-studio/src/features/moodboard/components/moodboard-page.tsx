import { toErrorBody } from '@scp/shared/client/api';
import { Field } from '@scp/shared/client/field';
import { PageContainer } from '@scp/shared/client/page-container';
import { TextInput } from '@scp/shared/client/text-input';
import { Text } from '@scp/shared/client/typography';
import { useMediaQuery } from '@scp/shared/client/use-media-query';
import { useToast } from '@scp/shared/client/use-toast';
import { visuallyHidden } from '@scp/shared/client/visually-hidden';
import type { MoodboardItemCreateRequest, MoodboardResponse } from '@scp/shared/contracts/studio/moodboard-api';
import { moodboardLimits } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { Button, Skeleton, theme } from 'antd';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { LoadFailed } from '../../common/components/load-failed';
import {
  useAddMoodboardItemMutation,
  useCreateMoodboardBoardMutation,
  useDeleteMoodboardBoardMutation,
  useDeleteMoodboardItemMutation,
  useGetMoodboardQuery,
  useMoveMoodboardBoardMutation,
  useMoveMoodboardItemMutation,
  useRenameMoodboardBoardMutation,
  useUpdateMoodboardItemMutation,
} from '../api/moodboard-api';
import { placeOf, stepTarget, withBoardMoved, withItemMoved, type ItemStep } from '../lib/moodboard-order';
import { itemLabelOf } from './moodboard-item-card';
import { type BoardActions, MoodboardBoardColumn } from './moodboard-board-column';

const texts = studioTexts.moodboard;

/** What a move leads to: the sentence the live region says. */
function itemMovedWords(moodboard: MoodboardResponse, itemId: string): string {
  const place = placeOf(moodboard, itemId);
  const board = place ? moodboard.boards[place.boardIndex] : undefined;
  const item = board?.items[place?.index ?? -1];
  if (!place || !board || !item) return '';
  return texts.moved(itemLabelOf(item), board.name, place.index + 1, board.items.length);
}

/**
 * /inspiration/moodboard: the owner's boards side by side (stacked on a phone), each with its notes,
 * images of the library and saved posts. Items move by dragging, by their arrow buttons, or with
 * Alt + arrow keys while focused; each move is said in a live region and the item keeps the focus.
 */
export function MoodboardPage() {
  const { token } = theme.useToken();
  const wide = useMediaQuery('(min-width: 768px)');
  const toast = useToast();
  const moodboard = useGetMoodboardQuery();
  const [createBoard, creating] = useCreateMoodboardBoardMutation();
  const [renameBoard] = useRenameMoodboardBoardMutation();
  const [deleteBoard] = useDeleteMoodboardBoardMutation();
  const [moveBoard] = useMoveMoodboardBoardMutation();
  const [addItem] = useAddMoodboardItemMutation();
  const [deleteItem] = useDeleteMoodboardItemMutation();
  const [updateItem] = useUpdateMoodboardItemMutation();
  const [moveItem] = useMoveMoodboardItemMutation();
  const [boardName, setBoardName] = useState('');
  const [boardError, setBoardError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<string | null>(null);
  const itemElements = useRef(new Map<string, HTMLElement>());
  const refocus = useRef<string | null>(null);
  const data = moodboard.data;

  // The moved item keeps the focus, also when it went to another board (a new element there).
  useEffect(() => {
    const itemId = refocus.current;
    if (!itemId) return;
    const element = itemElements.current.get(itemId);
    if (element && document.activeElement !== element) element.focus();
    refocus.current = null;
  }, [data]);

  const itemRef = useCallback(
    (itemId: string) => (element: HTMLElement | null) => {
      if (element) itemElements.current.set(itemId, element);
      else itemElements.current.delete(itemId);
    },
    [],
  );

  const failed = (error: unknown) => toast.error(toErrorBody(error).message || texts.saveFailed);

  const moveItemTo = (itemId: string, boardId: string, position: number, keepFocus: boolean) => {
    if (!data) return;
    if (keepFocus) refocus.current = itemId;
    setAnnouncement(itemMovedWords(withItemMoved(data, itemId, boardId, position), itemId));
    void moveItem({ itemId, boardId, position }).unwrap().catch(failed);
  };

  const submitBoard = async (event: FormEvent) => {
    event.preventDefault();
    setBoardError(null);
    const result = await createBoard({ name: boardName });
    if ('error' in result) setBoardError(toErrorBody(result.error).message);
    else setBoardName('');
  };

  const actionsOf = (boardId: string, count: number): BoardActions => ({
    rename: async (name) => {
      const result = await renameBoard({ boardId, name });
      if ('error' in result) failed(result.error);
      return !('error' in result);
    },
    remove: () => void deleteBoard(boardId).unwrap().catch(failed),
    moveBoard: (position) => {
      if (!data) return;
      const after = withBoardMoved(data, boardId, position);
      const moved = after.boards.find((board) => board.id === boardId);
      if (moved) setAnnouncement(texts.boardMoved(moved.name, moved.position + 1, count));
      void moveBoard({ boardId, position }).unwrap().catch(failed);
    },
    addItem: async (body: MoodboardItemCreateRequest) => {
      const result = await addItem({ boardId, body });
      if ('error' in result) failed(result.error);
      return !('error' in result);
    },
    deleteItem: (itemId) => void deleteItem(itemId).unwrap().catch(failed),
    editItem: async (itemId, text) => {
      const result = await updateItem({ itemId, text });
      if ('error' in result) failed(result.error);
      return !('error' in result);
    },
    canStep: (itemId, step: ItemStep) => (data ? stepTarget(data, itemId, step) !== null : false),
    stepItem: (itemId, step) => {
      const target = data ? stepTarget(data, itemId, step) : null;
      if (target) moveItemTo(itemId, target.boardId, target.position, true);
    },
    dropAt: (position) => {
      if (dragged) moveItemTo(dragged, boardId, position, false);
      setDragged(null);
    },
    dragStart: (itemId) => setDragged(itemId),
    dragEnd: () => setDragged(null),
    dragging: dragged !== null,
    itemRef,
    failed: (message) => toast.error(message),
  });

  return (
    <PageContainer title={texts.title} maxWidth={1600}>
      <Text type="secondary" style={{ display: 'block', marginBottom: token.marginMD }}>
        {texts.intro}
      </Text>
      <div role="status" aria-live="polite" aria-atomic="true" style={visuallyHidden}>
        {announcement}
      </div>
      <form
        onSubmit={(event) => void submitBoard(event)}
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          gap: token.marginXS,
          marginBottom: token.marginMD,
        }}
      >
        <div style={{ flex: '1 1 240px', maxWidth: 360 }}>
          <Field label={texts.newBoard} error={boardError ?? undefined}>
            {(id, describedBy) => (
              <TextInput
                id={id}
                aria-describedby={describedBy}
                aria-invalid={boardError ? true : undefined}
                value={boardName}
                maxLength={moodboardLimits.boardNameMax}
                onChange={(event) => setBoardName(event.target.value)}
              />
            )}
          </Field>
        </div>
        <Button
          type="primary"
          htmlType="submit"
          loading={creating.isLoading}
          disabled={!boardName.trim()}
          style={{ marginBottom: 16 }}
        >
          {texts.createBoard}
        </Button>
      </form>
      {moodboard.isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : moodboard.isError || !data ? (
        <LoadFailed message={texts.loadFailed} retryLabel={texts.retry} onRetry={() => void moodboard.refetch()} />
      ) : data.boards.length === 0 ? (
        <Text type="secondary">{texts.empty}</Text>
      ) : (
        <div
          style={
            wide
              ? {
                  display: 'grid',
                  gridAutoFlow: 'column',
                  gridAutoColumns: 'minmax(260px, 320px)',
                  gap: token.marginMD,
                  overflowX: 'auto',
                  alignItems: 'start',
                  paddingBottom: token.paddingXS,
                }
              : { display: 'grid', gap: token.marginMD }
          }
        >
          {data.boards.map((board) => (
            <MoodboardBoardColumn
              key={board.id}
              board={board}
              boardCount={data.boards.length}
              actions={actionsOf(board.id, data.boards.length)}
            />
          ))}
        </div>
      )}
    </PageContainer>
  );
}
