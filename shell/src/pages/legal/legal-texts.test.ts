import { integrationsTexts } from '@scp/shared/contracts/settings/integrations-texts';
import { settingsTexts } from '@scp/shared/contracts/settings/settings-texts';
import { helpTexts } from '../help/help-texts';
import { type LegalDocument, type LegalParagraph, legalTexts } from './legal-texts';

const words = (paragraph: LegalParagraph) =>
  typeof paragraph === 'string' ? paragraph : `${paragraph.before}${paragraph.link.label}${paragraph.after}`;

function allText(document: LegalDocument): string {
  return [
    document.intro,
    ...document.sections.flatMap((section) => [
      section.heading,
      ...(section.paragraphs ?? []).map(words),
      ...(section.items ?? []).flatMap((item) => [item.term, item.text]),
      ...(section.after ?? []).map(words),
    ]),
  ].join('\n');
}

// The pages name parts of the app; a rename there must not leave them pointing at nothing.
describe('the legal texts name what the app really shows', () => {
  const privacy = allText(legalTexts.privacy);
  const terms = allText(legalTexts.terms);

  it("the contact form's topic for account requests", () => {
    expect(privacy).toContain(`‘${helpTexts.contact.topics.account}’`);
  });

  it("the disconnect dialog's choice to delete the synced history", () => {
    expect(privacy).toContain(`‘${integrationsTexts.tab.disconnectDialog.deleteHistory}’`);
  });

  it('the Settings tabs they send the reader to', () => {
    const tabs = settingsTexts.page.tabs;
    for (const tab of [tabs.integrations, tabs.voice, tabs['brand-kit']])
      expect(privacy).toContain(`Settings → ${tab}`);
    expect(terms).toContain(`Settings → ${tabs.billing}`);
  });

  it('each section heading once per page (they are the anchors of the contents)', () => {
    for (const document of [legalTexts.privacy, legalTexts.terms]) {
      const headings = document.sections.map((section) => section.heading);
      expect(new Set(headings).size).toBe(headings.length);
    }
  });
});
