import { createHash, randomBytes } from 'node:crypto';
import mongoose, { type Types } from 'mongoose';
import { OneTimeTokenModel, type OneTimeTokenPurpose } from './one-time-token-model';

const TOKEN_BYTES = 32;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new random token (32 bytes, base64url) for the user; only its hash is stored. */
export async function issueToken(
  userId: Types.ObjectId | string,
  purpose: OneTimeTokenPurpose,
  ttlSeconds: number,
): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await OneTimeTokenModel.create({
    tokenHash: hashToken(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

// The kit turns on sanitizeFilter (request values can never carry operators), so the operators
// written here are marked trusted.
function usableFilter(token: string, purpose: OneTimeTokenPurpose) {
  return {
    tokenHash: hashToken(token),
    purpose,
    usedAt: null,
    expiresAt: mongoose.trusted({ $gt: new Date() }),
  };
}

/** The user id of an unused, unexpired token, without spending it; undefined otherwise. */
export async function peekToken(token: string, purpose: OneTimeTokenPurpose): Promise<string | undefined> {
  const found = await OneTimeTokenModel.findOne(usableFilter(token, purpose)).lean();
  return found ? String(found.userId) : undefined;
}

/**
 * Spends the token and returns its user id; undefined when unknown, spent or expired. One
 * conditional update, so two concurrent uses cannot both succeed (security requirement 10).
 */
export async function spendToken(token: string, purpose: OneTimeTokenPurpose): Promise<string | undefined> {
  const spent = await OneTimeTokenModel.findOneAndUpdate(
    usableFilter(token, purpose),
    { $set: { usedAt: new Date() } },
    { returnDocument: 'after' },
  ).lean();
  return spent ? String(spent.userId) : undefined;
}

/** Retires the user's other unused tokens of this purpose (a newer link replaces older ones). */
export async function retireTokens(userId: Types.ObjectId | string, purpose: OneTimeTokenPurpose): Promise<void> {
  await OneTimeTokenModel.updateMany({ userId, purpose, usedAt: null }, { $set: { usedAt: new Date() } });
}
