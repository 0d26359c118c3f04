/** The screens of the auth area (mfe-auth), by the paths the shell's route table mounts them on. */
export const authPaths = {
  auth: '/auth',
  authCallback: '/auth/callback',
  /** The confirmation mail's link (not in the spec's route table: its backend is ours). */
  authConfirm: '/auth/confirm',
  resetPassword: '/reset-password',
  resetPasswordConfirm: '/reset-password/confirm',
} as const;
