import type { ComponentType } from 'react';
import type { ShellPageName } from '../routing/route-table';
import { DialogTestPage } from './dev-pages/dialog-test-page';
import { SheetAnimationPage } from './dev-pages/sheet-animation-page';
import { SimpleSheetPage } from './dev-pages/simple-sheet-page';
import { HelpArticlePage } from './help/help-article-page';
import { HelpContactPage } from './help/help-contact-page';
import { HelpDocsPage } from './help/help-docs-page';
import { HelpIndexPage } from './help/help-index-page';
import type { ShellPageProps } from './shell-page-props';
import { StyleGuidePage } from './style-guide/style-guide-page';

const pages: Record<ShellPageName, ComponentType<ShellPageProps>> = {
  'style-guide': StyleGuidePage,
  'sheet-animation': SheetAnimationPage,
  'simple-sheet': SimpleSheetPage,
  dialog: DialogTestPage,
  help: HelpIndexPage,
  'help-docs': HelpDocsPage,
  'help-article': HelpArticlePage,
  'help-contact': HelpContactPage,
};

/**
 * The pages the shell renders itself (the style guide, the sheet and dialog test pages, the Help
 * centre): one chunk the router loads when one of them is visited, never on a first visit of /auth or /.
 */
export function ShellPage({ name, title }: { name: ShellPageName; title: string }) {
  const Page = pages[name];
  return <Page title={title} />;
}
