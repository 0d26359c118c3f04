import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import { rawUploadBody, uploadedBytes } from '@scp/service-kit/raw-upload-body';
import { campaignImportQuerySchema, type CampaignImportResponse } from '@scp/shared/contracts/studio/studio-api';
import { campaignImportLimits } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import type { ImportService } from './import-service';

const errors = studioTexts.campaignImport.errors;

/** A campaign's posts from a CSV file: the file as the body (text/csv), the mode and the owner's zone in the query. */
export function registerImportRoutes(router: Router, imports: ImportService): void {
  router.post(
    '/campaigns/:campaignId/import',
    rawUploadBody(campaignImportLimits.bodyMaxBytes, errors.tooLarge),
    async (req, res) => {
      const userId = userIdOf(req);
      const query = campaignImportQuerySchema.parse(req.query);
      const bytes = uploadedBytes(req.body, errors.notText);
      const answer = await imports.run(userId, String(req.params.campaignId), query, bytes);
      res.json(answer satisfies CampaignImportResponse);
    },
  );
}
