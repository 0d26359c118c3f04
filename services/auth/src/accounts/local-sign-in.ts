import type { Request, Response } from 'express';
import { Passport } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { SessionUser } from '@scp/shared/contracts/auth/session';
import type { AccountService, CredentialsCheck } from './account-service';

export type LocalSignInOutcome = CredentialsCheck;

/** Why the local strategy refused, passed to the custom callback as passport's `info`. */
interface RefusalInfo {
  message: 'invalid' | 'unconfirmed';
}

/**
 * Email + password sign-in through passport's local strategy (docs/architecture.md, Sessions and identity), on a passport
 * instance of its own so the OAuth strategies' setup cannot interfere. No passport session: the
 * gateway owns the session, so the route turns the outcome into a session grant itself.
 */
export function createLocalSignIn(accounts: AccountService) {
  const passport = new Passport();
  passport.use(
    'local',
    new LocalStrategy(
      { usernameField: 'email', passwordField: 'password', session: false },
      (email, password, done) => {
        accounts.checkCredentials(email, password).then(
          (check) => {
            if (check.outcome === 'ok') done(null, check.user);
            else done(null, false, { message: check.outcome } satisfies RefusalInfo);
          },
          (err: unknown) => done(err),
        );
      },
    ),
  );

  /** Runs the strategy on a request whose body was already validated (and normalised) by the route. */
  return function authenticate(req: Request, res: Response): Promise<LocalSignInOutcome> {
    return new Promise((resolve, reject) => {
      const callback = (err: unknown, user: SessionUser | false | undefined, info: RefusalInfo | undefined): void => {
        if (err) reject(err instanceof Error ? err : new Error(String(err)));
        else if (user) resolve({ outcome: 'ok', user });
        else resolve({ outcome: info?.message === 'unconfirmed' ? 'unconfirmed' : 'invalid' });
      };
      passport.authenticate('local', { session: false }, callback)(req, res, (err: unknown) =>
        reject(err instanceof Error ? err : new Error(String(err))),
      );
    });
  };
}
