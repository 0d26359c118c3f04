import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import {
  moodboardBoardMoveRequestSchema,
  moodboardBoardRequestSchema,
  moodboardItemCreateRequestSchema,
  moodboardItemMoveRequestSchema,
  moodboardItemUpdateRequestSchema,
  type MoodboardItemResponse,
  type MoodboardResponse,
} from '@scp/shared/contracts/studio/moodboard-api';
import type { MoodboardService } from './moodboard-service';

/** The owner's moodboard (moodboard-api.ts): every write answers the whole moodboard as it is now. */
export function registerMoodboardRoutes(router: Router, moodboard: MoodboardService): void {
  router.get('/moodboard', async (req, res) => {
    res.json((await moodboard.read(userIdOf(req))) satisfies MoodboardResponse);
  });

  router.post('/moodboard/boards', async (req, res) => {
    const userId = userIdOf(req);
    const { name } = moodboardBoardRequestSchema.parse(req.body ?? {});
    res.status(201).json((await moodboard.createBoard(userId, name)) satisfies MoodboardResponse);
  });

  router.patch('/moodboard/boards/:boardId', async (req, res) => {
    const userId = userIdOf(req);
    const { name } = moodboardBoardRequestSchema.parse(req.body ?? {});
    res.json((await moodboard.renameBoard(userId, String(req.params.boardId), name)) satisfies MoodboardResponse);
  });

  router.delete('/moodboard/boards/:boardId', async (req, res) => {
    const userId = userIdOf(req);
    res.json((await moodboard.deleteBoard(userId, String(req.params.boardId))) satisfies MoodboardResponse);
  });

  router.post('/moodboard/boards/:boardId/move', async (req, res) => {
    const userId = userIdOf(req);
    const { position } = moodboardBoardMoveRequestSchema.parse(req.body ?? {});
    res.json((await moodboard.moveBoard(userId, String(req.params.boardId), position)) satisfies MoodboardResponse);
  });

  router.post('/moodboard/boards/:boardId/items', async (req, res) => {
    const userId = userIdOf(req);
    const input = moodboardItemCreateRequestSchema.parse(req.body ?? {});
    res
      .status(201)
      .json((await moodboard.addItem(userId, String(req.params.boardId), input)) satisfies MoodboardResponse);
  });

  router.get('/moodboard/items/:itemId', async (req, res) => {
    const userId = userIdOf(req);
    res.json({ item: await moodboard.item(userId, String(req.params.itemId)) } satisfies MoodboardItemResponse);
  });

  router.patch('/moodboard/items/:itemId', async (req, res) => {
    const userId = userIdOf(req);
    const { text } = moodboardItemUpdateRequestSchema.parse(req.body ?? {});
    res.json((await moodboard.updateItem(userId, String(req.params.itemId), text)) satisfies MoodboardResponse);
  });

  router.delete('/moodboard/items/:itemId', async (req, res) => {
    const userId = userIdOf(req);
    res.json((await moodboard.deleteItem(userId, String(req.params.itemId))) satisfies MoodboardResponse);
  });

  router.post('/moodboard/items/:itemId/move', async (req, res) => {
    const userId = userIdOf(req);
    const move = moodboardItemMoveRequestSchema.parse(req.body ?? {});
    res.json((await moodboard.moveItem(userId, String(req.params.itemId), move)) satisfies MoodboardResponse);
  });
}
