import { toErrorBody } from '@scp/shared/client/api';
import { Field, useNativeControlStyle } from '@scp/shared/client/field';
import { TextArea, TextInput } from '@scp/shared/client/text-input';
import { useToast } from '@scp/shared/client/use-toast';
import type { Campaign, CampaignCreateRequest } from '@scp/shared/contracts/studio/studio-api';
import { campaignLimits } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useListStudioProductsQuery } from '../../common/api/products-api';
import { useOwnerTimeZone } from '../../common/hooks/use-owner-time-zone';
import { addDays, todayIn } from '../../common/lib/zoned-time';
import { useCreateStudioCampaignMutation, useUpdateStudioCampaignMutation } from '../api/campaigns-api';

const texts = studioTexts.campaignCreator;

type CampaignField = 'name' | 'startDate' | 'endDate' | 'goal' | 'productId';
type Problems = Partial<Record<CampaignField, string>>;
const fields: readonly string[] = ['name', 'startDate', 'endDate', 'goal', 'productId'] satisfies CampaignField[];

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

/** A campaign's first or last day. */
function DayField({
  label,
  value,
  min,
  error,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  error: string | undefined;
  onChange: (day: string) => void;
}) {
  return (
    <Field label={label} error={error}>
      {(id, describedBy) => (
        <TextInput
          id={id}
          type="date"
          value={value}
          required
          min={min}
          aria-describedby={describedBy}
          aria-invalid={error !== undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

export interface CampaignFormProps {
  /** The id the submit button is tied to (it may sit outside the form, in a dialog's foot). */
  formId: string;
  /** The campaign to change; without one the form creates a campaign. */
  campaign?: Campaign;
  onSaved: (campaign: Campaign) => void;
  /** Below the fields, inside the form (a page's own submit button). */
  children?: ReactNode;
}

/**
 * A campaign's name, first and last day, goal and product (when the shop has products): creates a
 * campaign, or changes the one given. The campaign creator, the new campaign page and a campaign's
 * page all use it.
 */
export function CampaignForm({ formId, campaign, onSaved, children }: CampaignFormProps) {
  const toast = useToast();
  const [create, created] = useCreateStudioCampaignMutation();
  const [update, updated] = useUpdateStudioCampaignMutation();
  const saving = created.isLoading || updated.isLoading;
  // Today on the owner's wall clock (the profile's zone), which a new campaign starts on.
  const today = todayIn(useOwnerTimeZone());
  const [name, setName] = useState(campaign?.name ?? '');
  const [startDate, setStartDate] = useState(campaign?.startDate ?? today);
  const [endDate, setEndDate] = useState(() => campaign?.endDate ?? addDays(today, 13));
  // The profile (and its zone) can arrive after the first render: days the owner has not picked follow it.
  const [suggestedFrom, setSuggestedFrom] = useState<string | null>(campaign ? null : today);
  if (suggestedFrom !== null && suggestedFrom !== today) {
    setSuggestedFrom(today);
    setStartDate(today);
    setEndDate(addDays(today, 13));
  }
  const pickStart = (day: string) => {
    setSuggestedFrom(null);
    setStartDate(day);
  };
  const pickEnd = (day: string) => {
    setSuggestedFrom(null);
    setEndDate(day);
  };
  const [goal, setGoal] = useState(campaign?.goal ?? '');
  const [productId, setProductId] = useState(campaign?.productId ?? '');
  const control = useNativeControlStyle();
  // The shop's best sellers; without a connected shop (or while they cannot be read) there is no product to pick.
  const products = useListStudioProductsQuery({}).data?.products ?? [];
  const [problems, setProblems] = useState<Problems>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
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
      if (campaign) {
        // The product only when it changed: one the shop's list no longer offers stays as it is.
        const { name: newName, goal: newGoal } = request;
        const base = { name: newName, startDate, endDate, goal: newGoal };
        const body = productId === (campaign.productId ?? '') ? base : { ...base, productId: productId || null };
        const answer = await update({ campaignId: campaign.id, body }).unwrap();
        toast.success(studioTexts.campaignPage.saved);
        onSaved(answer.campaign);
      } else {
        const answer = await create(request).unwrap();
        toast.success(texts.created(answer.campaign.name));
        onSaved(answer.campaign);
      }
    } catch (error) {
      const { message, field } = toErrorBody(error);
      if (field && fields.includes(field)) {
        setProblems({ [field]: message });
      } else {
        toast.error({ title: campaign ? studioTexts.campaignPage.saveFailed : texts.failed, description: message });
      }
    }
  };

  return (
    <form id={formId} onSubmit={(event) => void submit(event)} noValidate aria-busy={saving}>
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
        <DayField label={texts.startDate} value={startDate} error={problems.startDate} onChange={pickStart} />
        <DayField label={texts.endDate} value={endDate} min={startDate} error={problems.endDate} onChange={pickEnd} />
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
              {campaign?.productId && !products.some((product) => product.productId === campaign.productId) && (
                <option value={campaign.productId}>{studioTexts.campaignPage.earlierProduct}</option>
              )}
              {products.map((product) => (
                <option key={product.productId} value={product.productId}>
                  {product.title}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {children}
    </form>
  );
}
