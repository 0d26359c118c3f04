/** The launcher's processes behind the gateway and the gateway itself, by name, as the tests expect them. */
export const everyProcess = [
  'assistant',
  'auth',
  'dashboard',
  'gateway',
  'onboarding',
  'responder',
  'settings',
  'studio',
];
