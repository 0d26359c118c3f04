import { useId, type ReactNode } from 'react';
import { Paragraph, Title } from '@scp/shared/client/typography';
import type { ShellPageProps } from '../shell-page-props';
import { shellPagesTexts } from '../shell-pages-texts';
import { ComponentSamples } from './component-samples';
import { StateSamples, ToastButtons } from './feedback-samples';
import { ThemeColumns } from './theme-panel';
import { ColourSwatches, SpacingScale, TypeScale } from './token-samples';

const texts = shellPagesTexts.styleGuide;

/** Layout only (media queries cannot be inline): the panels side by side from 1024 px, grids that wrap at 375 px. */
const stylesheet = `
.scp-sg-page{box-sizing:border-box;max-width:1440px;padding:16px}
@media (min-width:768px){.scp-sg-page{padding:24px}}
.scp-sg-themes{display:grid;gap:16px;grid-template-columns:minmax(0,1fr)}
@media (min-width:1024px){.scp-sg-themes{grid-template-columns:repeat(2,minmax(0,1fr))}}
.scp-sg-grid{display:grid;gap:12px;grid-template-columns:repeat(auto-fill,minmax(min(100%,180px),1fr));list-style:none;margin:0;padding:0}
`;

/** A section of the page: a region named by its h2. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} style={{ marginBottom: 40, minWidth: 0 }}>
      <Title level={2} id={id}>
        {title}
      </Title>
      {children}
    </section>
  );
}

/**
 * /style-guide (issue 16): the design tokens and components, all read from the theme code the app
 * applies (`appThemeConfig`, antd's `theme.useToken()`), never copied: colours and components in the
 * light and the dark theme, the type scale and spacing, toasts through the app's toaster, and the
 * status blocks its pages show. Public, inside the app's layout (whose `main` it sits in).
 */
export function StyleGuidePage({ title }: ShellPageProps) {
  return (
    <div className="scp-sg-page">
      <style href="scp-style-guide" precedence="default">
        {stylesheet}
      </style>
      <Title level={1} style={{ fontSize: 28 }}>
        {title}
      </Title>
      <Paragraph type="secondary">{texts.intro}</Paragraph>
      <Section title={texts.sections.colours}>
        <ThemeColumns>
          <ColourSwatches />
        </ThemeColumns>
      </Section>
      <Section title={texts.sections.typeScale}>
        <TypeScale />
      </Section>
      <Section title={texts.sections.spacing}>
        <SpacingScale />
      </Section>
      <Section title={texts.sections.components}>
        <ThemeColumns>
          <ComponentSamples />
        </ThemeColumns>
      </Section>
      <Section title={texts.sections.toasts}>
        <ToastButtons />
      </Section>
      <Section title={texts.sections.states}>
        <StateSamples />
      </Section>
    </div>
  );
}
