import { PageContainer } from '@scp/shared/client/page-container';
import { TabList, TabPanel } from '@scp/shared/client/tab-list';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
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

/**
 * /content: the library of the owner's posts and uploaded media, each reusable in a new post. The
 * section shown is in the address (`?section=media`).
 */
export function ContentPage() {
  const [params, setParams] = useSearchParams();
  const section: Section = params.get('section') === 'media' ? 'media' : 'posts';
  return (
    <PageContainer title={texts.title} actions={<NewPostButton />}>
      <TabList
        label={texts.sectionsLabel}
        idPrefix="studio-content"
        tabs={sections}
        active={section}
        onChange={(key) => setParams(key === 'media' ? { section: 'media' } : {}, { replace: true })}
      />
      <TabPanel idPrefix="studio-content" tabKey={section}>
        {section === 'media' ? <MediaLibrary /> : <PostLibrary />}
      </TabPanel>
    </PageContainer>
  );
}
