import { studioPaths } from '@scp/shared/contracts/studio/studio-paths';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { useNavigate } from 'react-router';
import { FormDialog } from '../../common/components/form-dialog';
import { CampaignForm } from './campaign-form';

const texts = studioTexts.campaignCreator;

/**
 * The campaign creator (the studio's home, and the dashboard's 'Create Campaign' through
 * ?openCampaign=true): a name, its first and last day, its goal and product; once created, the
 * campaign's own page opens in its place, for its posts.
 */
export function CampaignCreator({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={texts.title}
      submitLabel={texts.create}
      cancelLabel={texts.cancel}
      width={480}
    >
      {(formId) => (
        <CampaignForm
          formId={formId}
          onSaved={(campaign) => void navigate(studioPaths.campaign(campaign.id), { replace: true })}
        />
      )}
    </FormDialog>
  );
}
