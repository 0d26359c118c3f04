import { Button } from 'antd';
import { useId } from 'react';
import { Text } from '@scp/shared/client/typography';
import { industryOptions, type Industry } from '@scp/shared/contracts/settings/settings-constants';
import { settingsTexts } from '@scp/shared/contracts/settings/settings-texts';
import { useGetIndustrySuggestionQuery } from '../api/industry-suggestion-api';

const texts = settingsTexts.profileForm;

/**
 * Beside the Industry dropdown: the industry the connected shop suggests, when there is one and it
 * is not the saved one, with 'Use suggestion' to choose it in the dropdown (the owner still saves).
 */
export function IndustrySuggestion({
  savedIndustry,
  onUse,
}: {
  savedIndustry: string;
  onUse: (industry: Industry) => void;
}) {
  const lineId = useId();
  // A failed read (404: no shop; 503: the shop did not answer) suggests nothing.
  const { data } = useGetIndustrySuggestionQuery();
  const suggestion = data?.suggestion;
  if (!suggestion || suggestion.industry === savedIndustry) return null;
  const label = industryOptions.find((option) => option.value === suggestion.industry)?.label ?? suggestion.industry;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginTop: 8 }}>
      <Text id={lineId} type="secondary">
        {texts.industrySuggestion(suggestion.shopDomain, label)}
      </Text>
      <Button size="small" aria-describedby={lineId} onClick={() => onUse(suggestion.industry)}>
        {texts.useSuggestion}
      </Button>
    </div>
  );
}
