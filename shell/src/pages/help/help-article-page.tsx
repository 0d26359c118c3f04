import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { ResultView } from '@scp/shared/client/result-view';
import { Paragraph, Text, Title } from '@scp/shared/client/typography';
import { ArticleList, BackToHelp, HelpFrame, HelpPageTitle } from './help-frame';
import { helpArticle, helpAreaOf, type HelpArticle, type HelpSection, relatedArticles } from './help-articles';
import { helpPaths } from './help-paths';
import { helpTexts } from './help-texts';

const texts = helpTexts.article;

/** One section of an article: its h2, its paragraphs and its numbered steps, all as text. */
function Section({ section }: { section: HelpSection }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title level={2} id={headingId} style={{ fontSize: 20, marginTop: 24 }}>
        {section.heading}
      </Title>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.steps && section.steps.length > 0 ? (
        <ol>
          {section.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

function Article({ article }: { article: HelpArticle }) {
  const relatedId = useId();
  const related = relatedArticles(article);
  return (
    <article>
      <Text type="secondary" style={{ display: 'block', marginBottom: 4 }}>
        {helpAreaOf(article.area).title}
      </Text>
      <HelpPageTitle>{article.title}</HelpPageTitle>
      <Paragraph style={{ fontSize: 16 }}>{article.summary}</Paragraph>
      <div className="scp-help-body">
        {article.sections.map((section) => (
          <Section key={section.heading} section={section} />
        ))}
      </div>
      {related.length > 0 ? (
        <aside aria-labelledby={relatedId} style={{ marginTop: 32 }}>
          <Title level={2} id={relatedId} style={{ fontSize: 20 }}>
            {texts.relatedHeading}
          </Title>
          <ArticleList articles={related} />
        </aside>
      ) : null}
      <p style={{ marginTop: 32 }}>
        {texts.contactText} <Link to={helpPaths.contact}>{texts.contactLink}</Link>
      </p>
    </article>
  );
}

/**
 * /help/docs/{docId} (issue 16): one article, rendered from its typed sections (headings, paragraphs
 * and numbered steps; never markup), with the way back to Help and related articles. An unknown
 * docId shows 'Article not found' with a link back.
 */
export function HelpArticlePage() {
  const { docId = '' } = useParams();
  const article = helpArticle(docId);
  return (
    <HelpFrame>
      {article ? (
        <>
          <BackToHelp />
          <Article key={article.id} article={article} />
        </>
      ) : (
        <ResultView
          status="404"
          title={<h1 style={{ fontSize: 24, margin: 0 }}>{helpTexts.notFound.title}</h1>}
          subTitle={helpTexts.notFound.description}
          extra={<Link to={helpPaths.index}>{helpTexts.backToHelp}</Link>}
        />
      )}
    </HelpFrame>
  );
}
