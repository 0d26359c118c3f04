import { useId } from 'react';
import { Paragraph, Title } from '@scp/shared/client/typography';
import type { ShellPageProps } from '../shell-page-props';
import { articlesOfArea, type HelpArea, helpAreas } from './help-articles';
import { ArticleList, BackToHelp, HelpFrame, HelpPageTitle } from './help-frame';
import { helpTexts } from './help-texts';

function AreaSection({ area }: { area: HelpArea }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} style={{ marginBottom: 32 }}>
      <Title level={2} id={headingId} style={{ fontSize: 20 }}>
        {area.title}
      </Title>
      <Paragraph type="secondary">{area.summary}</Paragraph>
      <ArticleList articles={articlesOfArea(area.id)} />
    </section>
  );
}

/** /help/docs (issue 16): every article, grouped by the area of the app it is about. */
export function HelpDocsPage({ title }: ShellPageProps) {
  return (
    <HelpFrame>
      <BackToHelp />
      <HelpPageTitle>{title}</HelpPageTitle>
      <Paragraph type="secondary">{helpTexts.docs.intro}</Paragraph>
      {helpAreas.map((area) => (
        <AreaSection key={area.id} area={area} />
      ))}
    </HelpFrame>
  );
}
