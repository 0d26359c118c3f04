import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PasswordInput, TextArea, TextInput } from './text-input';

describe('text fields', () => {
  it('TextInput is a native input that passes its attributes on', async () => {
    const onChange = jest.fn();
    render(<TextInput aria-label="Website" maxLength={20} aria-invalid placeholder="https://" onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Website' });
    expect(field).toHaveAttribute('maxlength', '20');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAttribute('placeholder', 'https://');
    await userEvent.type(field, 'shop');
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('PasswordInput hides what was typed until its toggle shows it, and says which it does', async () => {
    render(<PasswordInput aria-label="Password" defaultValue="secret" />);
    const field = screen.getByLabelText('Password');
    expect(field).toHaveAttribute('type', 'password');
    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(show);
    expect(field).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('TextArea counts characters up to its maximum', async () => {
    function Audience() {
      const [value, setValue] = useState('');
      return (
        <TextArea
          aria-label="Audience"
          maxLength={150}
          showCount
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      );
    }
    render(<Audience />);
    expect(screen.getByText('0 / 150')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Audience' }), 'Bakers');
    expect(screen.getByText('6 / 150')).toBeInTheDocument();
  });
});
