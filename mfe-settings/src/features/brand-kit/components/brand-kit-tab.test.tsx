import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fails, fakeApiForEachTest, ok } from '@scp/shared/client/fake-api.test-helper';
import { renderSettings } from '../../../test-support/render-settings.test-helper';

const api = fakeApiForEachTest();

const kit = {
  logo_url: null,
  logo_light_url: null,
  logo_dark_url: null,
  primary_color: '#000000',
  secondary_color: '#666666',
  accent_color: '#0066CC',
};

async function openBrandKit() {
  api.answer('GET /api/settings/brand-kit', ok({ brandKit: kit }));
  await renderSettings('/settings/brand-kit');
  await screen.findByRole('region', { name: 'Brand Profile' });
}

describe('brand kit tab', () => {
  it('shows the Brand Profile card with the name and palette', async () => {
    await openBrandKit();
    expect(screen.getByRole('heading', { name: 'Ann Baker' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Accent #0066CC' })).toBeInTheDocument();
  });

  it('applies a typed colour only once it is a valid hex, then saves it', async () => {
    const user = userEvent.setup();
    await openBrandKit();
    const accent = screen.getByRole('textbox', { name: 'Accent' });
    const save = screen.getByRole('button', { name: 'Save Colours' });
    await user.clear(accent);
    await user.type(accent, '#FF55');
    expect(accent).toHaveAttribute('aria-invalid', 'true');
    // Announced as it appears, and described on the field.
    const problem = screen.getByRole('alert');
    expect(problem).toHaveTextContent('Enter # followed by 6 hex digits, e.g. #0066CC.');
    expect(accent).toHaveAttribute('aria-describedby', problem.id);
    // The last valid colour stays.
    expect(screen.getByRole('img', { name: 'Accent #0066CC' })).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.type(accent, '00');
    expect(screen.getByRole('img', { name: 'Accent #FF5500' })).toBeInTheDocument();
    api.answer('PATCH /api/settings/brand-kit', ok({ brandKit: { ...kit, accent_color: '#FF5500' } }));
    await user.click(save);
    expect(await screen.findByText('Brand kit updated')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/settings/brand-kit')[0]?.body).toEqual({
      primary_color: '#000000',
      secondary_color: '#666666',
      accent_color: '#FF5500',
    });
  });

  it("says 'Error updating brand kit' when the save fails", async () => {
    const user = userEvent.setup();
    await openBrandKit();
    await user.clear(screen.getByRole('textbox', { name: 'Primary' }));
    await user.type(screen.getByRole('textbox', { name: 'Primary' }), '#123456');
    api.answer('PATCH /api/settings/brand-kit', fails(400, 'VALIDATION_FAILED', 'Invalid input.'));
    await user.click(screen.getByRole('button', { name: 'Save Colours' }));
    expect(await screen.findByText('Error updating brand kit')).toBeInTheDocument();
  });
});
