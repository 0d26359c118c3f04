/** The screens of the accounts area (mfe-auth), by the paths the shell's route table mounts them on. */
export const accountsPaths = {
  auth: '/auth',
  authCallback: '/auth/callback',
  /** The confirmation mail's link (not in the spec's route table: its backend is ours). */
  authConfirm: '/auth/confirm',
  resetPassword: '/reset-password',
  resetPasswordConfirm: '/reset-password/confirm',
} as const;
