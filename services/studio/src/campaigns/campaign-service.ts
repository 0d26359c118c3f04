import mongoose from 'mongoose';
import { AppError } from '@scp/service-kit/errors';
import { userScope } from '@scp/service-kit/user-scope';
import type { Campaign, CampaignCreateRequest, CampaignUpdateRequest } from '@scp/shared/contracts/studio/studio-api';
import { campaignLimits } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { CampaignModel, type CampaignDocument } from './campaign-model';

const errors = studioTexts.errors;
const DAY_MS = 24 * 60 * 60 * 1000;

function toCampaign(doc: CampaignDocument): Campaign {
  return {
    id: String(doc._id),
    name: doc.name,
    startDate: doc.startDate,
    endDate: doc.endDate,
    goal: doc.goal,
    productId: doc.productId,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

/** A calendar day as a UTC midnight, or null for a day that does not exist (2026-02-30). */
function dayOf(day: string): number | null {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day ? null : ms;
}

function checkDates(startDate: string, endDate: string): void {
  const start = dayOf(startDate);
  if (start === null) throw AppError.validation('must be a YYYY-MM-DD date', 'startDate');
  const end = dayOf(endDate);
  if (end === null) throw AppError.validation('must be a YYYY-MM-DD date', 'endDate');
  if (end < start) throw AppError.validation(errors.campaignEndsBeforeStart, 'endDate');
  if ((end - start) / DAY_MS + 1 > campaignLimits.daysMax) throw AppError.validation(errors.campaignTooLong, 'endDate');
}

const campaignNotFound = () => AppError.notFound(errors.campaignNotFound);

/** The owner's campaigns (the posts say which campaign they belong to). */
export function createCampaignService() {
  const scopeOf = (userId: string) => userScope(CampaignModel, userId);
  const owned = async (userId: string, campaignId: string): Promise<CampaignDocument> => {
    if (!mongoose.isObjectIdOrHexString(campaignId)) throw campaignNotFound();
    const doc = await scopeOf(userId)
      .findOne({ _id: new mongoose.Types.ObjectId(campaignId) })
      .lean<CampaignDocument>();
    if (!doc) throw campaignNotFound();
    return doc;
  };
  return {
    async list(userId: string): Promise<Campaign[]> {
      const docs = await scopeOf(userId).find().sort({ startDate: -1, _id: -1 }).limit(500).lean<CampaignDocument[]>();
      return docs.map(toCampaign);
    },
    async get(userId: string, campaignId: string): Promise<Campaign> {
      return toCampaign(await owned(userId, campaignId));
    },
    async exists(userId: string, campaignId: string): Promise<boolean> {
      if (!mongoose.isObjectIdOrHexString(campaignId)) return false;
      return (await scopeOf(userId).countDocuments({ _id: new mongoose.Types.ObjectId(campaignId) })) > 0;
    },
    async create(userId: string, input: CampaignCreateRequest): Promise<Campaign> {
      checkDates(input.startDate, input.endDate);
      const doc = await scopeOf(userId).create({
        name: input.name,
        startDate: input.startDate,
        endDate: input.endDate,
        goal: input.goal ?? '',
        productId: input.productId ?? null,
      });
      return toCampaign(doc.toObject() as unknown as CampaignDocument);
    },
    async update(userId: string, campaignId: string, patch: CampaignUpdateRequest): Promise<Campaign> {
      const current = await owned(userId, campaignId);
      checkDates(patch.startDate ?? current.startDate, patch.endDate ?? current.endDate);
      const doc = await scopeOf(userId).updateById(campaignId, { $set: patch });
      return toCampaign(doc.toObject() as unknown as CampaignDocument);
    },
    async remove(userId: string, campaignId: string): Promise<void> {
      await owned(userId, campaignId);
      await scopeOf(userId).deleteById(campaignId);
    },
  };
}

export type CampaignService = ReturnType<typeof createCampaignService>;
