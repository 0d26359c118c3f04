import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('stores argon2id with at least 19 MiB, 2 passes and one lane, salted per hash', async () => {
    const first = await hashPassword('Secret123');
    const second = await hashPassword('Secret123');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(second).not.toBe(first);
    expect(first).not.toContain('Secret123');
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('Secret123');
    expect(await verifyPassword(stored, 'Secret123')).toBe(true);
    expect(await verifyPassword(stored, 'secret123')).toBe(false);
    expect(await verifyPassword(stored, '')).toBe(false);
  });

  it('treats a stored value that is not an argon2 hash as a wrong password', async () => {
    expect(await verifyPassword('not-a-hash', 'Secret123')).toBe(false);
    expect(await verifyPassword('', 'Secret123')).toBe(false);
  });

  it('the dummy check always refuses', async () => {
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });
});
