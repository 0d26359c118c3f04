import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fails, fakeApiForEachTest, ok } from '@scp/shared/client/fake-api.test-helper';
import { selectSessionUser } from '@scp/shared/client/session-slice';
import { renderSettings, settingsUser } from '../../../test-support/render-settings.test-helper';

// jsdom has no canvas: the browser-side shrink is stood in for; the upload and the account update are real.
jest.mock('../../common/lib/compress-image', () => ({
  compressImage: async (file: Blob) => file,
}));

const api = fakeApiForEachTest();
const avatarUrl = `/api/settings/media/avatars/${settingsUser.id}?v=1764000000000`;

function choose(file: File) {
  fireEvent.change(screen.getByTestId('avatar-file'), { target: { files: [file] } });
}

describe('avatar', () => {
  it('uploads the chosen picture, stores its URL on the account and shows it', async () => {
    const view = await renderSettings('/settings/profile');
    expect(screen.getByRole('img', { name: "Ann Baker's profile picture" })).toHaveTextContent('A');
    api.answer('PUT /api/settings/avatar', ok({ avatar_url: avatarUrl }));
    const withAvatar = { ...settingsUser, user_metadata: { ...settingsUser.user_metadata, avatar_url: avatarUrl } };
    api.answer('PATCH /api/auth/user/metadata', ok({ user: withAvatar }));
    choose(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Your profile picture has been changed.')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/auth/user/metadata')[0]?.body).toEqual({ avatar_url: avatarUrl });
    expect(selectSessionUser(view.store.getState())?.user_metadata.avatar_url).toBe(avatarUrl);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: "Ann Baker's profile picture" })).toHaveAttribute('src', avatarUrl),
    );
  });

  it("refuses other file types with 'Invalid File Type' and sends nothing", async () => {
    await renderSettings('/settings/profile');
    choose(new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Invalid File Type')).toBeInTheDocument();
    expect(screen.getByText('Please select a PNG, JPG, or WEBP image.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/settings/avatar')).toHaveLength(0);
  });

  it("refuses more than 2 MB with 'File Too Large'", async () => {
    await renderSettings('/settings/profile');
    choose(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('File Too Large')).toBeInTheDocument();
    expect(screen.getByText('Please select an image smaller than 2MB.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/settings/avatar')).toHaveLength(0);
  });

  it("shows 'Upload Failed' with the server's reason and leaves the account alone", async () => {
    await renderSettings('/settings/profile');
    api.answer('PUT /api/settings/avatar', fails(400, 'BAD_REQUEST', 'This file contains more than an image.'));
    choose(new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(screen.getByText('This file contains more than an image.')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/auth/user/metadata')).toHaveLength(0);
  });
});
