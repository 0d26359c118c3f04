import { createHash, createPublicKey } from 'node:crypto';

/**
 * Credentials published with the provider sandbox (the local stand-in for every platform): its
 * apps' client ids and secrets (the secrets also sign its webhooks), the payment provider's API key
 * and webhook secret, the Meta webhook verify token and the language model's key, exactly as the
 * local run hands them to the processes. Anyone can read them in this repository and they open
 * nothing real, so a process outside local mode that holds one was set up by copying a local run.
 * The kit's configuration tests check this list against the sandbox's own values.
 */
const SANDBOX_VALUES: ReadonlySet<string> = new Set([
  ...['google', 'apple', 'shopify', 'meta', 'tiktok', 'linkedin', 'x', 'pinterest'].flatMap((app) => [
    `sandbox-${app}-client`,
    `sandbox-${app}-secret`,
  ]),
  // TikTok's API for Business app (ads reporting), registered apart from its Login Kit app.
  'sandbox-tiktok-business-app',
  'sandbox-tiktok-business-secret',
  // Sign in with Apple's team and key ids.
  'SANDBOXTM1',
  'SANDBOXK01',
  'sk_sandbox_billing_secret',
  'whsec_sandbox_billing_secret',
  'sandbox-meta-verify-token',
  'sandbox-llm-key',
]);

/**
 * The sandbox's published private keys (the Apple team key a service signs its client secret
 * with, and the keys behind its Google and Apple ID tokens), by the SHA-256 of their public half
 * (SPKI DER, base64url): a PEM of either half matches.
 */
const SANDBOX_KEY_FINGERPRINTS: ReadonlySet<string> = new Set([
  '1gp1YhZiHwAXQwWEgk_NAaGD_RGtXcLmPOvcqsIXU4s',
  '9mycTFkCr3Y-XA9mp_g6qTLFr28ErysH0YfDvwMlKS8',
  'ucWonrvBtrAknSOCCNEPN4P0UomYU4Hs6UX50Cw_-AM',
]);

function keyFingerprint(value: string): string | undefined {
  if (!value.includes('-----BEGIN')) return undefined;
  try {
    const der = createPublicKey(value.replace(/\\n/g, '\n').trim()).export({ type: 'spki', format: 'der' });
    return createHash('sha256').update(der).digest('base64url');
  } catch {
    return undefined;
  }
}

/** Whether a variable's value is one the provider sandbox publishes (a credential or a key). */
export function isSandboxCredential(value: string): boolean {
  if (SANDBOX_VALUES.has(value.trim())) return true;
  const fingerprint = keyFingerprint(value);
  return fingerprint !== undefined && SANDBOX_KEY_FINGERPRINTS.has(fingerprint);
}
