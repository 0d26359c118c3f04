/** Class names the auth screens' own stylesheet (below) defines. */
export const authClassNames = {
  /** The 'Forgot password?' link after repeated failed sign-ins (states and transitions). */
  bounce: 'scp-auth-bounce',
  /** Wraps a password field whose browser autofill must be noticed. */
  autofillWatch: 'scp-auth-autofill-watch',
} as const;

/**
 * Browsers fill saved or suggested passwords without key events and (Chrome) without telling the
 * page the value until the user interacts; `:-webkit-autofill` starting a no-op animation is the
 * one signal a page gets, through `animationstart`.
 */
export const AUTOFILL_ANIMATION = 'scp-auth-autofill-start';

const css = `
@keyframes scp-auth-bounce-frames {
  0%, 100% { transform: translateY(0); }
  25% { transform: translateY(-6px); }
  50% { transform: translateY(0); }
  75% { transform: translateY(-3px); }
}
.${authClassNames.bounce} { display: inline-block; animation: scp-auth-bounce-frames 0.5s ease-in-out 2; }
@media (prefers-reduced-motion: reduce) { .${authClassNames.bounce} { animation: none; } }
@keyframes ${AUTOFILL_ANIMATION} { from { opacity: 1; } to { opacity: 1; } }
.${authClassNames.autofillWatch} input:-webkit-autofill { animation: ${AUTOFILL_ANIMATION} 1ms; }
`;

/** The few rules inline styles cannot express (keyframes, pseudo-classes). The app has no CSS pipeline. */
export function AuthStyles() {
  return <style>{css}</style>;
}
