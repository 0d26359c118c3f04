import { PlatformMark } from '@scp/shared/client/platform-mark';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import type { CSSProperties, ReactNode } from 'react';
import type { PostPlatform } from '@scp/shared/contracts/studio/studio-constants';
import { linkHost, MediaGrid, PreviewAvatar, type PreviewAccount, type PreviewMedia, RichText } from './preview-parts';

const texts = studioTexts.editor.preview;

export interface PostPreviewProps {
  platform: PostPlatform;
  account: PreviewAccount;
  /** The text this platform gets: its own, or the main text. */
  text: string;
  media: readonly PreviewMedia[];
  /** When it goes out, as the owner reads it ('Just now' for a draft without a time). */
  when: string;
  firstComment?: string;
  title?: string;
  link?: string;
  boardName?: string;
}

// Where a platform folds a long caption behind 'more' (what a reader sees before tapping).
const foldAt: Partial<Record<PostPlatform, number>> = { instagram: 125, linkedin: 210, facebook: 480, tiktok: 100 };

function folded(platform: PostPlatform, text: string): { shown: string; isFolded: boolean } {
  const limit = foldAt[platform];
  const characters = [...text];
  if (limit === undefined || characters.length <= limit) return { shown: text, isFolded: false };
  return { shown: characters.slice(0, limit).join('').trimEnd(), isFolded: true };
}

const card: CSSProperties = {
  background: '#ffffff',
  color: '#0f1419',
  borderRadius: 12,
  border: '1px solid #d9dde1',
  overflow: 'hidden',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  fontSize: 14,
  lineHeight: 1.45,
  maxWidth: 520,
};
const muted: CSSProperties = { color: '#536471' };
const rowStyle: CSSProperties = { display: 'flex', alignItems: 'center', gap: 10 };

/** The preview of one platform's post: a card drawn like the post will look there. */
export function PostPreview(props: PostPreviewProps) {
  const label = texts.label(studioTexts.platformNames[props.platform], props.account.displayName);
  return (
    <article aria-label={label} data-preview={props.platform} style={{ marginBottom: 16 }}>
      <div style={{ ...rowStyle, gap: 6, marginBottom: 6, fontSize: 12 }}>
        <PlatformMark platform={props.platform} />
        <span>{studioTexts.platformNames[props.platform]}</span>
      </div>
      {layouts[props.platform](props)}
    </article>
  );
}

/** The account's picture, name and when the post went out, as Facebook and LinkedIn head a post. */
function AuthorRow({
  account,
  when,
  size,
  round,
}: {
  account: PreviewAccount;
  when: string;
  size: number;
  round?: boolean;
}) {
  return (
    <div style={{ ...rowStyle, padding: 12 }}>
      <PreviewAvatar account={account} size={size} round={round} />
      <div>
        <strong style={{ display: 'block' }}>{account.displayName}</strong>
        <span style={{ ...muted, fontSize: 12 }}>{when}</span>
      </div>
    </div>
  );
}

function MoreLink({ children }: { children: ReactNode }) {
  return <span style={{ ...muted, whiteSpace: 'nowrap' }}>{children}</span>;
}

const layouts: Record<PostPlatform, (props: PostPreviewProps) => ReactNode> = {
  twitter: ({ account, text, media, when }) => (
    <div style={{ ...card, padding: 12, display: 'flex', gap: 10 }}>
      <PreviewAvatar account={account} size={40} />
      <div style={{ minWidth: 0, flex: 1 }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
          <strong>{account.displayName}</strong>
          <span style={muted}>
            {account.identifier} · {when}
          </span>
        </div>
        <div style={{ margin: '2px 0 8px' }}>
          <RichText text={text} accent="#0b65a8" />
        </div>
        <MediaGrid media={media} radius={16} />
      </div>
    </div>
  ),
  instagram: ({ platform, account, text, media, firstComment }) => {
    const { shown, isFolded } = folded(platform, text);
    return (
      <div style={card}>
        <div style={{ ...rowStyle, padding: 10 }}>
          <PreviewAvatar account={account} size={32} />
          <strong>{account.identifier.replace(/^@/, '')}</strong>
        </div>
        {media.length > 0 ? (
          <MediaGrid media={media.slice(0, 1)} aspect="1 / 1" max={1} />
        ) : (
          <div style={{ aspectRatio: '1 / 1', background: '#efefef', display: 'grid', placeItems: 'center', ...muted }}>
            {texts.noMedia}
          </div>
        )}
        <div style={{ padding: 10 }}>
          <strong>{account.identifier.replace(/^@/, '')}</strong> <RichText text={shown} accent="#00376b" />
          {isFolded && <MoreLink> … {texts.more}</MoreLink>}
          {firstComment && (
            <div style={{ marginTop: 6 }}>
              <strong>{account.identifier.replace(/^@/, '')}</strong> <RichText text={firstComment} accent="#00376b" />
            </div>
          )}
        </div>
      </div>
    );
  },
  facebook: ({ platform, account, text, media, when, firstComment }) => {
    const { shown, isFolded } = folded(platform, text);
    return (
      <div style={card}>
        <AuthorRow account={account} when={when} size={40} />
        <div style={{ padding: '0 12px 10px' }}>
          <RichText text={shown} accent="#1b4f9c" />
          {isFolded && <MoreLink> … {texts.seeMore}</MoreLink>}
        </div>
        <MediaGrid media={media} />
        {firstComment && (
          <div style={{ ...rowStyle, alignItems: 'flex-start', padding: 12, borderTop: '1px solid #e4e6eb' }}>
            <PreviewAvatar account={account} size={28} />
            <div style={{ background: '#f0f2f5', borderRadius: 14, padding: '6px 10px' }}>
              <strong style={{ display: 'block', fontSize: 12 }}>{account.displayName}</strong>
              <RichText text={firstComment} accent="#1b4f9c" />
            </div>
          </div>
        )}
      </div>
    );
  },
  linkedin: ({ platform, account, text, media, when, firstComment }) => {
    const { shown, isFolded } = folded(platform, text);
    return (
      <div style={{ ...card, borderRadius: 8 }}>
        <AuthorRow account={account} when={when} size={48} round={false} />
        <div style={{ padding: '0 12px 10px' }}>
          <RichText text={shown} accent="#0a5cad" bold />
          {isFolded && <MoreLink> …{texts.seeMore}</MoreLink>}
        </div>
        <MediaGrid media={media} />
        {firstComment && (
          <div style={{ padding: 12, borderTop: '1px solid #e8e8e8' }}>
            <strong style={{ display: 'block', fontSize: 12 }}>{account.displayName}</strong>
            <RichText text={firstComment} accent="#0a5cad" />
          </div>
        )}
      </div>
    );
  },
  tiktok: ({ platform, account, text, media }) => {
    const { shown, isFolded } = folded(platform, text);
    const video = media.find((item) => item.type === 'video');
    return (
      <div
        style={{
          ...card,
          background: '#000000',
          color: '#ffffff',
          border: 'none',
          position: 'relative',
          aspectRatio: '9 / 16',
          maxWidth: 300,
        }}
      >
        {video ? (
          <MediaGrid media={[video]} aspect="9 / 16" max={1} />
        ) : (
          <div style={{ height: '100%', display: 'grid', placeItems: 'center', color: '#d0d0d0' }}>{texts.noVideo}</div>
        )}
        <div
          style={{
            position: 'absolute',
            insetInline: 0,
            bottom: 0,
            padding: 12,
            background: 'linear-gradient(transparent, rgba(0,0,0,0.85))',
          }}
        >
          <strong style={{ display: 'block' }}>{account.identifier}</strong>
          <RichText text={shown} accent="#ffffff" bold />
          {isFolded && <span style={{ color: '#e0e0e0' }}> … {texts.more}</span>}
        </div>
      </div>
    );
  },
  pinterest: ({ account, text, media, title, link, boardName }) => (
    <div style={{ ...card, border: 'none', background: 'transparent', color: 'inherit', maxWidth: 260 }}>
      {media.length > 0 ? (
        <MediaGrid media={media.slice(0, 1)} radius={16} max={1} />
      ) : (
        <div
          style={{
            aspectRatio: '2 / 3',
            borderRadius: 16,
            background: '#efefef',
            color: '#536471',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {texts.noImage}
        </div>
      )}
      <div style={{ background: '#ffffff', color: '#111111', borderRadius: 12, padding: 10, marginTop: 6 }}>
        {title && <strong style={{ display: 'block', marginBottom: 4 }}>{title}</strong>}
        <RichText text={text} accent="#111111" bold />
        {link && <div style={{ ...muted, marginTop: 6 }}>{linkHost(link)}</div>}
        <div style={{ ...rowStyle, marginTop: 8, fontSize: 12 }}>
          <PreviewAvatar account={account} size={24} />
          <span>{boardName ? texts.savedTo(account.displayName, boardName) : account.displayName}</span>
        </div>
      </div>
    </div>
  ),
};
