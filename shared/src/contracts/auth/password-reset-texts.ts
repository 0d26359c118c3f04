/**
 * The password reset pages: asking for the link, and setting the new password. A file of its own, apart from accounts-texts.ts: only its screen, loaded on demand, draws
 * these, and every first visit of /auth would carry them otherwise. Conventions: app/app-texts.ts.
 */
export const passwordResetTexts = {
  emailLabel: 'Email',
  sendResetLink: 'Send Reset Link',
  backToLogin: 'Back to login',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  passwordUpdated: 'Password Updated Successfully',
  emailRequired: { title: 'Email required', description: 'Please enter your email address.' },
  passwordTooShort: { title: 'Password too short', description: 'Password must be at least 6 characters long.' },
  passwordsDontMatch: { title: "Passwords don't match", description: 'Please ensure both passwords match.' },
  invalidLink: 'This password reset link is invalid or has expired. Please request a new one.',
  updateFailed: 'An error occurred while updating your password.',
  sendFailed: 'An error occurred while sending the reset email.',
  /** Headings: label as the route table names the pages. */
  requestTitle: 'Reset Password',
  confirmTitle: 'Set New Password',
  /** Not quoted in the spec ('email sent (toast, field cleared)', states and transitions). */
  emailSent: { title: 'Reset email sent', description: 'Check your email for a link to reset your password.' },
} as const;
