import CloudUploadOutlined from '@ant-design/icons/es/icons/CloudUploadOutlined';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import LeftOutlined from '@ant-design/icons/es/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import { Button, theme } from 'antd';
import { useAppDispatch } from '@scp/shared/client/hooks';
import { TextInput } from '@scp/shared/client/text-input';
import { Text } from '@scp/shared/client/typography';
import { visuallyHidden } from '@scp/shared/client/visually-hidden';
import type { PostMedia } from '@scp/shared/contracts/studio/studio-api';
import { postLimits, studioMediaLimits } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { type CSSProperties, type DragEvent, useId, useRef, useState } from 'react';
import { uploadStudioMedia } from '../../common/api/media-upload';
import { mediaApi, useSetStudioMediaAltMutation } from '../api/media-api';
import { postMediaOf } from '../lib/post-media';

const texts = studioTexts.media.field;

/** What the file types the service takes are, for the file picker (the service decides by the bytes). */
const accepted = 'image/jpeg,image/png,image/webp,image/gif,video/mp4';

interface Upload {
  key: number;
  name: string;
  /** 0 to 1; null until the browser reports it. */
  progress: number | null;
  error: string | null;
}

/** The limit a file of this browser type is held to before it is sent (the service checks again). */
function tooLargeBeforeSending(file: File): boolean {
  const limit = file.type.startsWith('video/') ? studioMediaLimits.videoMaxBytes : studioMediaLimits.imageMaxBytes;
  return file.size > limit;
}

const itemName = (item: PostMedia, index: number) =>
  item.type === 'image'
    ? texts.image(index + 1)
    : texts.video(index + 1, typeof item.durationMs === 'number' ? item.durationMs / 1000 : undefined);

/**
 * The post's images and video: picked or dropped files uploaded with their progress, a thumbnail
 * of each (a video's first frame), its alt text (an image without one is pointed out), and
 * reordering and removal. A refused file is named with the service's words.
 */
export function MediaField({
  media,
  onChange,
  disabled = false,
}: {
  media: readonly PostMedia[];
  onChange: (media: PostMedia[]) => void;
  disabled?: boolean;
}) {
  const { token } = theme.useToken();
  const headingId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const [altFailed, setAltFailed] = useState<string | null>(null);
  const [setAlt] = useSetStudioMediaAltMutation();
  const dispatch = useAppDispatch();
  // The latest list, for uploads that finish after other changes were made meanwhile.
  const latest = useRef(media);
  latest.current = media;
  const nextKey = useRef(0);

  const room = postLimits.mediaMax - media.length - uploads.filter((upload) => upload.error === null).length;
  const full = media.length >= postLimits.mediaMax;

  const patchUpload = (key: number, change: Partial<Upload>) =>
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  async function uploadOne(file: File) {
    const key = nextKey.current++;
    if (tooLargeBeforeSending(file)) {
      setUploads((current) => [
        ...current,
        { key, name: file.name, progress: null, error: studioTexts.media.tooLarge },
      ]);
      return;
    }
    setUploads((current) => [...current, { key, name: file.name, progress: null, error: null }]);
    const result = await uploadStudioMedia(file, (fraction) => patchUpload(key, { progress: fraction }));
    if (!result.ok) {
      patchUpload(key, { error: result.message });
      return;
    }
    setUploads((current) => current.filter((upload) => upload.key !== key));
    onChange([...latest.current, postMediaOf(result.media)]);
    // The owner's library (/content) has a new file.
    dispatch(mediaApi.util.invalidateTags([{ type: 'StudioMedia', id: 'LIST' }]));
  }

  function addFiles(files: FileList | null) {
    if (!files || disabled) return;
    const picked = [...files].slice(0, Math.max(room, 0));
    // One after another: the post keeps them in the order they were picked.
    void picked.reduce<Promise<void>>((previous, file) => previous.then(() => uploadOne(file)), Promise.resolve());
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  };

  const move = (index: number, by: -1 | 1) => {
    const next = [...media];
    const [item] = next.splice(index, 1);
    if (!item) return;
    next.splice(index + by, 0, item);
    onChange(next);
  };

  const saveAlt = async (item: PostMedia) => {
    setAltFailed(null);
    const answer = await setAlt({ mediaId: item.id, body: { alt: item.alt } });
    if ('error' in answer) setAltFailed(texts.altSaveFailed);
  };

  const tile: CSSProperties = {
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadius,
    padding: 8,
    display: 'grid',
    gap: 6,
    alignContent: 'start',
  };
  const thumb: CSSProperties = {
    width: '100%',
    aspectRatio: '1 / 1',
    objectFit: 'cover',
    borderRadius: token.borderRadiusSM,
    background: '#000000',
    display: 'block',
  };

  return (
    <section aria-labelledby={headingId} style={{ marginBottom: 20 }} data-media-field>
      <h3 id={headingId} style={{ fontSize: 14, margin: '0 0 8px' }}>
        {texts.heading}
      </h3>
      {media.length > 0 && (
        <ol
          aria-label={texts.listLabel}
          style={{
            listStyle: 'none',
            margin: '0 0 12px',
            padding: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
            gap: 8,
          }}
        >
          {media.map((item, index) => {
            const name = itemName(item, index);
            const missingAlt = item.type === 'image' && item.alt.trim() === '';
            return (
              <li key={item.id} style={tile} data-media-item={item.type}>
                {item.type === 'video' ? (
                  // The first frame as the poster: the browser loads only the start of the file.
                  <video src={`${item.url}#t=0.1`} preload="metadata" muted playsInline aria-hidden style={thumb} />
                ) : (
                  <img src={item.url} alt="" style={thumb} />
                )}
                <Text strong style={{ fontSize: 12 }}>
                  {name}
                </Text>
                <label style={{ fontSize: 12 }}>
                  <span style={visuallyHidden}>{texts.altLabel(name)}</span>
                  <TextInput
                    value={item.alt}
                    placeholder={texts.altPlaceholder}
                    maxLength={postLimits.altMax}
                    disabled={disabled}
                    aria-describedby={missingAlt ? `${headingId}-alt-${index}` : undefined}
                    onChange={(event) =>
                      onChange(media.map((one) => (one.id === item.id ? { ...one, alt: event.target.value } : one)))
                    }
                    onBlur={() => void saveAlt(item)}
                  />
                </label>
                {missingAlt && (
                  <Text id={`${headingId}-alt-${index}`} type="warning" style={{ fontSize: 12 }}>
                    {texts.altMissing}
                  </Text>
                )}
                {!disabled && (
                  <div style={{ display: 'flex', gap: 4 }}>
                    <Button
                      size="small"
                      icon={<LeftOutlined />}
                      aria-label={texts.moveEarlier(name)}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    />
                    <Button
                      size="small"
                      icon={<RightOutlined />}
                      aria-label={texts.moveLater(name)}
                      disabled={index === media.length - 1}
                      onClick={() => move(index, 1)}
                    />
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={texts.remove(name)}
                      onClick={() => onChange(media.filter((one) => one.id !== item.id))}
                      style={{ marginInlineStart: 'auto' }}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {altFailed && (
        <Text type="danger" role="alert" style={{ display: 'block', marginBottom: 8 }}>
          {altFailed}
        </Text>
      )}
      {uploads.length > 0 && (
        <ul style={{ listStyle: 'none', margin: '0 0 12px', padding: 0, display: 'grid', gap: 6 }}>
          {uploads.map((upload) =>
            upload.error ? (
              <li key={upload.key} role="alert" style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
                <Text type="danger">
                  {texts.uploadFailed(upload.name)}: {upload.error}
                </Text>
                <Button
                  size="small"
                  type="link"
                  onClick={() => setUploads((current) => current.filter((one) => one.key !== upload.key))}
                >
                  {texts.dismiss}
                </Button>
              </li>
            ) : (
              <li key={upload.key} style={{ display: 'grid', gap: 2 }}>
                <Text style={{ fontSize: 12 }}>{texts.uploading(upload.name)}</Text>
                <progress
                  aria-label={texts.uploading(upload.name)}
                  max={1}
                  value={upload.progress ?? undefined}
                  style={{ width: '100%' }}
                />
              </li>
            ),
          )}
        </ul>
      )}
      {full ? (
        <Text type="secondary">{texts.full(postLimits.mediaMax)}</Text>
      ) : (
        !disabled && (
          <div
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            data-drop-zone
            style={{
              border: `1px dashed ${dragging ? token.colorPrimary : token.colorBorder}`,
              background: dragging ? token.colorPrimaryBg : undefined,
              borderRadius: token.borderRadius,
              padding: 16,
              textAlign: 'center',
            }}
          >
            <CloudUploadOutlined aria-hidden style={{ fontSize: 20, color: token.colorTextSecondary }} />
            <div>
              <Text>{texts.drop} </Text>
              <Button
                type="link"
                style={{ padding: 0 }}
                aria-describedby={hintId}
                onClick={() => inputRef.current?.click()}
              >
                {texts.choose}
              </Button>
            </div>
            <Text id={hintId} type="secondary" style={{ fontSize: 12 }}>
              {texts.hint}
            </Text>
            <input
              ref={inputRef}
              type="file"
              multiple
              accept={accepted}
              tabIndex={-1}
              aria-hidden
              style={{ display: 'none' }}
              data-testid="media-file-input"
              onChange={(event) => {
                addFiles(event.target.files);
                event.target.value = '';
              }}
            />
          </div>
        )
      )}
    </section>
  );
}
