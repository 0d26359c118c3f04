import type { CSSProperties } from 'react';
import { textSegments } from '../lib/text-segments';

/** What a preview shows of the account it posts from. */
export interface PreviewAccount {
  displayName: string;
  /** @handle, page name or username as the platform shows it under the name. */
  identifier: string;
  imageUrl: string | null;
}

export interface PreviewMedia {
  type: 'image' | 'video';
  url: string;
  alt: string;
}

/** The account's picture, or its initial on a plain disc where the platform gave none. */
export function PreviewAvatar({
  account,
  size,
  round = true,
}: {
  account: PreviewAccount;
  size: number;
  round?: boolean;
}) {
  const shape: CSSProperties = {
    width: size,
    height: size,
    flexShrink: 0,
    borderRadius: round ? '50%' : 4,
    objectFit: 'cover',
  };
  if (account.imageUrl) return <img src={account.imageUrl} alt="" style={shape} />;
  const initial = [...account.displayName.trim()][0]?.toUpperCase() ?? '?';
  return (
    <span
      aria-hidden
      style={{
        ...shape,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#5b6b7a',
        color: '#ffffff',
        fontWeight: 600,
        fontSize: size / 2.4,
      }}
    >
      {initial}
    </span>
  );
}

/** The post's text as the platform draws it: line breaks kept, hashtags, mentions and links in `accent`. */
export function RichText({ text, accent, bold = false }: { text: string; accent: string; bold?: boolean }) {
  return (
    <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {textSegments(text).map((segment, index) =>
        segment.kind === 'text' ? (
          <span key={index}>{segment.text}</span>
        ) : (
          <span key={index} data-entity={segment.kind} style={{ color: accent, fontWeight: bold ? 600 : undefined }}>
            {segment.text}
          </span>
        ),
      )}
    </span>
  );
}

/**
 * The post's images and videos in the grid the platforms use: one fills the width, more share it.
 * `aspect` fixes the frame (Instagram's square, TikTok's 9:16); otherwise the media keeps its own.
 */
export function MediaGrid({
  media,
  aspect,
  radius = 0,
  max = 4,
}: {
  media: readonly PreviewMedia[];
  aspect?: string;
  radius?: number;
  max?: number;
}) {
  const shown = media.slice(0, max);
  if (shown.length === 0) return null;
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: shown.length === 1 ? '1fr' : '1fr 1fr',
        gap: 2,
        borderRadius: radius,
        overflow: 'hidden',
      }}
    >
      {shown.map((item, index) => {
        const style: CSSProperties = {
          width: '100%',
          display: 'block',
          objectFit: 'cover',
          aspectRatio: aspect ?? (shown.length === 1 ? undefined : '1 / 1'),
          maxHeight: aspect ? undefined : 420,
          background: '#000000',
        };
        return item.type === 'video' ? (
          <video key={index} src={item.url} aria-label={item.alt} muted playsInline controls style={style} />
        ) : (
          <img key={index} src={item.url} alt={item.alt} style={style} />
        );
      })}
    </div>
  );
}

/** The part of a link the platforms show under a pin or a link card: its host. */
export function linkHost(link: string): string {
  try {
    return new URL(link).host.replace(/^www\./, '');
  } catch {
    return link;
  }
}
