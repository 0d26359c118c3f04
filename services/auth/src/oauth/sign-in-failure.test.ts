import { AppError } from '@scp/service-kit/errors';
import { signInFailure, signInFailureKind, verification } from './sign-in-failure';

describe('a redirect sign-in failure', () => {
  it("is the kit's error carrying the reason, and its kind is read back only from failures made here", () => {
    const failure = signInFailure('unavailable', 'Google discovery answered 502');
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Google discovery answered 502',
    });
    expect(signInFailureKind(failure)).toBe('unavailable');
    expect(signInFailureKind(verification('state does not match the flow'))).toBe('verification');
    expect(
      signInFailureKind(new AppError(503, 'SERVICE_UNAVAILABLE', 'Google discovery answered 502')),
    ).toBeUndefined();
    expect(signInFailureKind(new Error('boom'))).toBeUndefined();
    expect(signInFailureKind(undefined)).toBeUndefined();
  });

  it('answers 409 for an identity that is not linked, with the text the callback shows', () => {
    expect(signInFailure('not-linked', 'Link it first.')).toMatchObject({ status: 409, code: 'CONFLICT' });
  });
});
