import { Field } from '@scp/shared/client/field';
import { PageContainer } from '@scp/shared/client/page-container';
import { TabList, TabPanel } from '@scp/shared/client/tab-list';
import { TextInput } from '@scp/shared/client/text-input';
import { postListing } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { NewPostButton } from '../../common/components/new-post-button';
import { MediaLibrary } from './media-library';
import { PostLibrary } from './post-library';

const texts = studioTexts.content;
type Section = 'posts' | 'media';
const sections: ReadonlyArray<{ key: Section; label: string }> = [
  { key: 'posts', label: texts.posts },
  { key: 'media', label: texts.media },
];
/** How long the search waits after a keystroke before it asks. */
const SEARCH_PAUSE_MS = 300;

/** The address's query for a section and a search: neither is written when it is the default. */
function paramsOf(section: Section, q: string): Record<string, string> {
  return { ...(section === 'media' ? { section } : {}), ...(q ? { q } : {}) };
}

/**
 * /content: the library of the owner's posts and uploaded media, each reusable in a new post. The
 * section shown and the search are in the address (`?section=media&q=sourdough`), so a reload or a
 * shared link shows the same results; the search applies to both sections.
 */
export function ContentPage() {
  const [params, setParams] = useSearchParams();
  const section: Section = params.get('section') === 'media' ? 'media' : 'posts';
  const q = (params.get('q') ?? '').trim().slice(0, postListing.searchMaxLength);
  const [search, setSearch] = useState(q);

  // The address (and so the lists) follows the box once typing pauses.
  useEffect(() => {
    const next = search.trim();
    if (next === q) return undefined;
    const timer = setTimeout(() => setParams(paramsOf(section, next), { replace: true }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search, q, section, setParams]);

  return (
    <PageContainer title={texts.title} actions={<NewPostButton />}>
      <form
        role="search"
        // The lists follow the box as one types: Enter has nothing to send.
        onSubmit={(event) => event.preventDefault()}
      >
        <Field label={texts.searchLabel} hint={texts.searchHint}>
          {(id, describedBy) => (
            <TextInput
              id={id}
              type="search"
              aria-describedby={describedBy}
              value={search}
              maxLength={postListing.searchMaxLength}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </Field>
      </form>
      <TabList
        label={texts.sectionsLabel}
        idPrefix="studio-content"
        tabs={sections}
        active={section}
        onChange={(key) => setParams(paramsOf(key, q), { replace: true })}
      />
      <TabPanel idPrefix="studio-content" tabKey={section}>
        {section === 'media' ? <MediaLibrary key={q} q={q} /> : <PostLibrary q={q} />}
      </TabPanel>
    </PageContainer>
  );
}
