import { Button, theme } from 'antd';
import { useRef, useState } from 'react';
import { toErrorBody } from '@scp/shared/client/api';
import { useUpdateUserMetadataMutation } from '@scp/shared/client/session-api';
import { useToast } from '@scp/shared/client/use-toast';
import type { SessionUser } from '@scp/shared/contracts/auth/session';
import { avatar } from '@scp/shared/contracts/settings/settings-constants';
import { settingsTexts } from '@scp/shared/contracts/settings/settings-texts';
import { useUploadAvatarMutation } from '../api/avatar-api';
import { compressImage } from '../../common/lib/compress-image';

const texts = settingsTexts.profile;
const SIZE = 72;

/**
 * The avatar with Change Photo (validation rules, calls): PNG, JPEG or WEBP up to 2 MB, shrunk in the
 * browser, uploaded, then stored on the account as avatar_url (the sidebar shows it at once).
 */
export function AvatarPicker({ user }: { user: SessionUser }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [upload] = useUploadAvatarMutation();
  const [updateMetadata] = useUpdateUserMetadataMutation();
  const toast = useToast();
  const { token } = theme.useToken();
  const name = user.user_metadata.full_name || user.email;

  async function change(file: File) {
    if (!(avatar.acceptedTypes as readonly string[]).includes(file.type)) {
      toast.error(texts.invalidFileType);
      return;
    }
    if (file.size > avatar.maxBytes) {
      toast.error(texts.fileTooLarge);
      return;
    }
    setBusy(true);
    try {
      const { avatar_url } = await upload(
        await compressImage(file, { maxDimensionPx: avatar.maxDimensionPx, maxBytes: avatar.compressedMaxBytes }),
      ).unwrap();
      await updateMetadata({ avatar_url }).unwrap();
      toast.success(texts.avatarChanged);
    } catch (error) {
      const message = error instanceof Error ? error.message : toErrorBody(error).message;
      toast.error({ title: texts.uploadFailedTitle, description: message || texts.uploadFailed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 24 }}>
      {user.user_metadata.avatar_url ? (
        <img
          src={user.user_metadata.avatar_url}
          alt={texts.avatarAlt(name)}
          width={SIZE}
          height={SIZE}
          style={{ borderRadius: '50%', objectFit: 'cover' }}
        />
      ) : (
        <span
          role="img"
          aria-label={texts.avatarAlt(name)}
          style={{
            width: SIZE,
            height: SIZE,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            fontSize: 28,
            fontWeight: 600,
            background: token.colorFillSecondary,
          }}
        >
          {name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <input
        ref={input}
        type="file"
        accept={avatar.acceptedTypes.join(',')}
        hidden
        data-testid="avatar-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file may be chosen again after a failure.
          event.target.value = '';
          if (file) void change(file);
        }}
      />
      <Button loading={busy} onClick={() => input.current?.click()}>
        {texts.changePhoto}
      </Button>
    </div>
  );
}
