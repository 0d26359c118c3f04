import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import {
  addCompetitorRequestSchema,
  type AddCompetitorResponse,
  type CompetitorsResponse,
} from '@scp/shared/contracts/dashboard/competitors';
import type { CompetitorsService } from './competitors-service';

/** The competitors page (competitors.ts): list, follow and stop following accounts of other businesses. */
export function registerCompetitorsRoutes(router: Router, competitors: CompetitorsService): void {
  router.get('/competitors', async (req, res) => {
    res.json((await competitors.list(userIdOf(req))) satisfies CompetitorsResponse);
  });

  router.post('/competitors', async (req, res) => {
    const userId = userIdOf(req);
    const request = addCompetitorRequestSchema.parse(req.body ?? {});
    res.status(201).json({ competitor: await competitors.add(userId, request) } satisfies AddCompetitorResponse);
  });

  router.delete('/competitors/:id', async (req, res) => {
    await competitors.remove(userIdOf(req), String(req.params.id));
    res.status(204).end();
  });
}
