import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { Paragraph, Text, Title } from '@scp/shared/client/typography';
import type { LegalPageName } from '../../routing/route-table';
import { type LegalDocument, type LegalParagraph, type LegalSection, legalTexts } from './legal-texts';

/**
 * Layout only (media queries cannot be inline): one readable column, more room from 768 px, long
 * words wrapped at 375 px, and links in running text underlined (colour alone must not mark them).
 */
const stylesheet = `
.scp-legal{box-sizing:border-box;max-width:760px;padding:16px;overflow-wrap:anywhere}
@media (min-width:768px){.scp-legal{padding:24px 32px}}
.scp-legal a{text-decoration:underline;text-underline-offset:2px}
.scp-legal a:focus-visible{outline:2px solid var(--scp-legal-focus);outline-offset:2px;border-radius:2px}
.scp-legal p{margin:0 0 1em;line-height:1.6}
.scp-legal-list{margin:0 0 1em;padding-inline-start:1.25em}
.scp-legal-list li{margin-bottom:10px;line-height:1.6}
.scp-legal-contents{margin:0 0 24px;padding:12px 16px;border:1px solid var(--scp-legal-border);border-radius:var(--scp-legal-radius)}
.scp-legal-contents ol{margin:6px 0 0;padding-inline-start:1.25em;display:grid;gap:4px}
.scp-legal section{scroll-margin-top:72px;margin-bottom:28px}
`;

const slug = (heading: string) =>
  `legal-${heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

function ParagraphText({ paragraph }: { paragraph: LegalParagraph }) {
  if (typeof paragraph === 'string') return <p>{paragraph}</p>;
  return (
    <p>
      {paragraph.before}
      <Link to={paragraph.link.to}>{paragraph.link.label}</Link>
      {paragraph.after}
    </p>
  );
}

function Section({ section }: { section: LegalSection }) {
  const id = slug(section.heading);
  return (
    <section aria-labelledby={id}>
      <Title level={2} id={id} style={{ fontSize: 20 }}>
        {section.heading}
      </Title>
      {section.paragraphs?.map((paragraph, index) => (
        <ParagraphText key={index} paragraph={paragraph} />
      ))}
      {section.items ? (
        <ul className="scp-legal-list">
          {section.items.map((item) => (
            <li key={item.term}>
              <Text strong>{item.term}:</Text> {item.text}
            </li>
          ))}
        </ul>
      ) : null}
      {section.after?.map((paragraph, index) => (
        <ParagraphText key={index} paragraph={paragraph} />
      ))}
    </section>
  );
}

/**
 * /privacy and /terms (issue 30.8): what the product stores, for how long, which services it talks
 * to and how to delete it; and the terms of use. Public, inside the app's layout, signed in or not;
 * a chunk of its own, loaded only when one of them is visited.
 */
export function LegalPage({ name, title }: { name: LegalPageName; title: string }) {
  const { token } = theme.useToken();
  const document: LegalDocument = legalTexts[name];
  const variables = {
    '--scp-legal-focus': token.colorPrimary,
    '--scp-legal-border': token.colorBorderSecondary,
    '--scp-legal-radius': `${token.borderRadiusLG}px`,
  } as CSSProperties;
  return (
    <article className="scp-legal" style={variables}>
      <style href="scp-legal" precedence="default">
        {stylesheet}
      </style>
      <Title level={1} style={{ fontSize: 28 }}>
        {title}
      </Title>
      <Paragraph type="secondary">{legalTexts.lastUpdated}</Paragraph>
      <p>{document.intro}</p>
      <nav className="scp-legal-contents" aria-label={legalTexts.contentsLabel}>
        <Text strong>{legalTexts.contentsLabel}</Text>
        <ol>
          {document.sections.map((section) => (
            <li key={section.heading}>
              <a href={`#${slug(section.heading)}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <Section key={section.heading} section={section} />
      ))}
    </article>
  );
}
