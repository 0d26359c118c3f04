import { classifyError } from './error-classifier';

describe('the client error classifier (error catalogue)', () => {
  it.each([
    ['ChunkLoadError', 'Loading chunk 712 failed.', 'chunk_load', 'medium', true],
    ['TypeError', 'Failed to fetch dynamically imported module: /remotes/auth/x.js', 'chunk_load', 'medium', true],
    [
      'SecurityPolicyViolation',
      'Content Security Policy: script-src blocked https://evil.example',
      'csp_violation',
      'medium',
      false,
    ],
    [
      'Error',
      'Invalid hook call. Hooks can only be called inside of the body of a function component.',
      'react_hook',
      'high',
      false,
    ],
    ['Error', 'Rendered more hooks than during the previous render.', 'react_hook', 'high', false],
    ['TypeError', "Cannot read properties of null (reading 'id')", 'null_reference', 'medium', true],
    ['TypeError', "undefined is not an object (evaluating 'a.b')", 'null_reference', 'medium', true],
    ['TypeError', 'Failed to fetch', 'network', 'medium', true],
    ['TypeError', 'NetworkError when attempting to fetch resource.', 'network', 'medium', true],
    ['Error', 'Request failed with status 400', 'database', 'high', false],
    ['Error', 'relation "brand_voice_profiles" does not exist', 'database', 'high', false],
    ['Error', 'Something odd happened', 'unknown', 'medium', false],
  ] as const)('%s: %s -> %s', (name, message, type, severity, autoRetry) => {
    expect(classifyError({ name, message })).toMatchObject({ type, severity, autoRetry });
  });
});
