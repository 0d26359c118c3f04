import { Button, theme } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { toErrorBody } from '@scp/shared/client/api';
import { TextInput } from '@scp/shared/client/text-input';
import { followHashtagRequestSchema } from '@scp/shared/contracts/dashboard/inspiration';
import { inspirationTexts } from '@scp/shared/contracts/dashboard/inspiration-texts';
import {
  useFollowHashtagMutation,
  useListFollowedHashtagsQuery,
  useUnfollowHashtagMutation,
} from '../api/inspiration-feed-api';

const texts = inspirationTexts.feed;

/** The hashtags the feed follows: follow one (a bad one said here or by the service), stop following one. */
export function HashtagsPanel() {
  const { token } = theme.useToken();
  const id = useId();
  const listed = useListFollowedHashtagsQuery();
  const [follow, following] = useFollowHashtagMutation();
  const [unfollow] = useUnfollowHashtagMutation();
  const [hashtag, setHashtag] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = followHashtagRequestSchema.safeParse({ hashtag });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? inspirationTexts.hashtags.invalid);
      return;
    }
    setProblem(null);
    const result = await follow(parsed.data);
    if ('error' in result) {
      setProblem(toErrorBody(result.error).message);
      return;
    }
    setHashtag('');
  };

  const hashtags = listed.data?.hashtags ?? [];
  return (
    <section aria-labelledby={`${id}-heading`} style={{ display: 'grid', gap: 6, marginBottom: token.marginLG }}>
      <h2 id={`${id}-heading`} style={{ margin: 0, fontSize: token.fontSizeLG }}>
        {texts.hashtagsTitle}
      </h2>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginSM, alignItems: 'flex-end', maxWidth: 520 }}
      >
        <div style={{ display: 'grid', gap: 4, flex: '1 1 200px' }}>
          <label htmlFor={`${id}-hashtag`} style={{ fontWeight: 500 }}>
            {texts.hashtagLabel}
          </label>
          <TextInput
            id={`${id}-hashtag`}
            value={hashtag}
            maxLength={101}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : undefined}
            onChange={(event) => setHashtag(event.target.value)}
          />
        </div>
        <Button type="primary" htmlType="submit" loading={following.isLoading}>
          {texts.follow}
        </Button>
      </form>
      {problem && (
        <span id={`${id}-error`} role="alert" style={{ color: token.colorErrorText }}>
          {problem}
        </span>
      )}
      {listed.isSuccess && hashtags.length === 0 && (
        <span style={{ color: token.colorTextDescription }}>{texts.noHashtags}</span>
      )}
      {hashtags.length > 0 && (
        <ul
          aria-label={texts.hashtagsTitle}
          style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXS, listStyle: 'none', margin: 0, padding: 0 }}
        >
          {hashtags.map((tag) => (
            <li key={tag.id} style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
              <span>#{tag.hashtag}</span>
              <Button size="small" aria-label={texts.unfollow(tag.hashtag)} onClick={() => void unfollow(tag.id)}>
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
