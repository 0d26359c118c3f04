import { PageContainer } from '@scp/shared/client/page-container';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { NewPostButton } from '../../common/components/new-post-button';
import { PostLibrary } from './post-library';

/** /content: the library of the owner's posts, each reusable as a new post. */
export function ContentPage() {
  return (
    <PageContainer title={studioTexts.content.title} actions={<NewPostButton />}>
      <PostLibrary />
    </PageContainer>
  );
}
