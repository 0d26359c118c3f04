import { toErrorBody } from '@scp/shared/client/api';
import { Field, useNativeControlStyle } from '@scp/shared/client/field';
import { TextArea, TextInput } from '@scp/shared/client/text-input';
import { useToast } from '@scp/shared/client/use-toast';
import type { CampaignCreateRequest } from '@scp/shared/contracts/studio/studio-api';
import { campaignLimits } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { type FormEvent, useState } from 'react';
import { useListStudioProductsQuery } from '../../common/api/products-api';
import { FormDialog } from '../../common/components/form-dialog';
import { addDays, ownerTimeZone, todayIn } from '../../common/lib/zoned-time';
import { useCreateStudioCampaignMutation } from '../api/campaigns-api';

const texts = studioTexts.campaignCreator;

type CampaignField = 'name' | 'startDate' | 'endDate' | 'goal' | 'productId';
type Problems = Partial<Record<CampaignField, string>>;

/** What the service would refuse, found before asking it (the same rules and words). */
function problemsOf(request: CampaignCreateRequest): Problems {
  const problems: Problems = {};
  if (request.name.trim() === '') problems.name = texts.nameRequired;
  if (request.endDate < request.startDate) problems.endDate = studioTexts.errors.campaignEndsBeforeStart;
  else if ((Date.parse(request.endDate) - Date.parse(request.startDate)) / 86_400_000 + 1 > campaignLimits.daysMax) {
    problems.endDate = studioTexts.errors.campaignTooLong;
  }
  return problems;
}

function CampaignForm({ formId, onCreated }: { formId: string; onCreated: () => void }) {
  const toast = useToast();
  const [create, { isLoading }] = useCreateStudioCampaignMutation();
  const [today] = useState(() => todayIn(ownerTimeZone()));
  const [name, setName] = useState('');
  const [startDate, setStartDate] = useState(today);
  const [endDate, setEndDate] = useState(() => addDays(today, 13));
  const [goal, setGoal] = useState('');
  const [productId, setProductId] = useState('');
  const control = useNativeControlStyle();
  // The shop's best sellers; without a connected shop (or while they cannot be read) there is no product to pick.
  const products = useListStudioProductsQuery({}).data?.products ?? [];
  const [problems, setProblems] = useState<Problems>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const request: CampaignCreateRequest = {
      name: name.trim(),
      startDate,
      endDate,
      goal: goal.trim(),
      ...(productId && { productId }),
    };
    const found = problemsOf(request);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      const { campaign } = await create(request).unwrap();
      toast.success(texts.created(campaign.name));
      onCreated();
    } catch (error) {
      const { message, field } = toErrorBody(error);
      if (
        field === 'name' ||
        field === 'startDate' ||
        field === 'endDate' ||
        field === 'goal' ||
        field === 'productId'
      ) {
        setProblems({ [field]: message });
      } else {
        toast.error({ title: texts.failed, description: message });
      }
    }
  };

  return (
    <form id={formId} onSubmit={(event) => void submit(event)} noValidate aria-busy={isLoading}>
      <Field label={texts.name} error={problems.name}>
        {(id, describedBy) => (
          <TextInput
            id={id}
            value={name}
            required
            maxLength={campaignLimits.nameMax}
            aria-describedby={describedBy}
            aria-invalid={problems.name !== undefined}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', columnGap: 12 }}>
        <Field label={texts.startDate} error={problems.startDate}>
          {(id, describedBy) => (
            <TextInput
              id={id}
              type="date"
              value={startDate}
              required
              aria-describedby={describedBy}
              aria-invalid={problems.startDate !== undefined}
              onChange={(event) => setStartDate(event.target.value)}
            />
          )}
        </Field>
        <Field label={texts.endDate} error={problems.endDate}>
          {(id, describedBy) => (
            <TextInput
              id={id}
              type="date"
              value={endDate}
              required
              min={startDate}
              aria-describedby={describedBy}
              aria-invalid={problems.endDate !== undefined}
              onChange={(event) => setEndDate(event.target.value)}
            />
          )}
        </Field>
      </div>
      <Field label={texts.goal} hint={texts.goalHint} error={problems.goal}>
        {(id, describedBy) => (
          <TextArea
            id={id}
            value={goal}
            rows={3}
            maxLength={campaignLimits.goalMax}
            showCount
            aria-describedby={describedBy}
            onChange={(event) => setGoal(event.target.value)}
          />
        )}
      </Field>
      {products.length > 0 && (
        <Field label={texts.product} error={problems.productId}>
          {(id, describedBy) => (
            <select
              id={id}
              value={productId}
              aria-describedby={describedBy}
              onChange={(event) => setProductId(event.target.value)}
              style={control}
            >
              <option value="">{texts.noProduct}</option>
              {products.map((product) => (
                <option key={product.productId} value={product.productId}>
                  {product.title}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
    </form>
  );
}

/** The campaign creator: a name, its first and last day and its goal. */
export function CampaignCreator({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={texts.title}
      submitLabel={texts.create}
      cancelLabel={texts.cancel}
      width={480}
    >
      {(formId) => <CampaignForm formId={formId} onCreated={onClose} />}
    </FormDialog>
  );
}
