import { studioPaths } from '@scp/shared/contracts/studio/studio-paths';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { Button } from 'antd';
import { useNavigate } from 'react-router';

/** 'New post': a link to the editor, drawn as the page's main button. */
export function NewPostButton() {
  const navigate = useNavigate();
  return (
    <Button
      type="primary"
      href={studioPaths.newPost}
      onClick={(event) => {
        event.preventDefault();
        void navigate(studioPaths.newPost);
      }}
    >
      {studioTexts.home.newPost}
    </Button>
  );
}
