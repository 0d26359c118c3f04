import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import {
  campaignCreateRequestSchema,
  campaignUpdateRequestSchema,
  type CampaignDeleteResponse,
  type CampaignDetailResponse,
  type CampaignListResponse,
  type CampaignResponse,
} from '@scp/shared/contracts/studio/studio-api';
import type { PostService } from '../posts/post-service';
import type { CampaignService } from './campaign-service';

/** The owner's campaigns and each one's posts (studio-api.ts). */
export function registerCampaignRoutes(router: Router, campaigns: CampaignService, posts: PostService): void {
  router.get('/campaigns', async (req, res) => {
    res.json({ campaigns: await campaigns.list(userIdOf(req)) } satisfies CampaignListResponse);
  });

  router.post('/campaigns', async (req, res) => {
    const userId = userIdOf(req);
    const input = campaignCreateRequestSchema.parse(req.body ?? {});
    res.status(201).json({ campaign: await campaigns.create(userId, input) } satisfies CampaignResponse);
  });

  router.get('/campaigns/:campaignId', async (req, res) => {
    const userId = userIdOf(req);
    const campaignId = String(req.params.campaignId);
    const campaign = await campaigns.get(userId, campaignId);
    res.json({ campaign, posts: await posts.ofCampaign(userId, campaign.id) } satisfies CampaignDetailResponse);
  });

  router.patch('/campaigns/:campaignId', async (req, res) => {
    const userId = userIdOf(req);
    const patch = campaignUpdateRequestSchema.parse(req.body ?? {});
    res.json({
      campaign: await campaigns.update(userId, String(req.params.campaignId), patch),
    } satisfies CampaignResponse);
  });

  router.delete('/campaigns/:campaignId', async (req, res) => {
    const userId = userIdOf(req);
    const campaignId = String(req.params.campaignId);
    await campaigns.remove(userId, campaignId);
    await posts.leaveCampaign(userId, campaignId);
    res.json({ deleted: true } satisfies CampaignDeleteResponse);
  });
}
