import type { SampleIdentity } from './identities';
import { seededRandom } from './seeded-random';

const COLOURS = ['#1f6feb', '#8250df', '#bf3989', '#cf222e', '#bc4c00', '#1a7f37', '#0969da', '#6e7781'];

/** A plain initials avatar, so profile pictures load without reaching the internet. */
export function avatarSvg(identity: SampleIdentity): string {
  const colour = seededRandom(`${identity.id}:avatar`).pick(COLOURS);
  const initials = `${identity.givenName[0] ?? ''}${identity.familyName[0] ?? ''}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${identity.name}">
<rect width="128" height="128" fill="${colour}"/>
<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="52" fill="#fff">${initials}</text>
</svg>`;
}
