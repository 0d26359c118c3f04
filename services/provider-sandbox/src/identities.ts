// The sample people a tester picks on a consent page. Every value is fixed so tests, demo data and
// screenshots stay the same from run to run; per-platform ids follow each platform's id format.

export interface InstagramBusinessAccount {
  id: string;
  username: string;
  name: string;
  biography: string;
}

export interface FacebookPage {
  id: string;
  name: string;
  category: string;
  instagram?: InstagramBusinessAccount;
}

export interface LinkedInOrganization {
  id: string;
  localizedName: string;
  vanityName: string;
}

/** A GA4 property (the Admin API's PropertySummary). */
export interface GoogleAnalyticsProperty {
  id: string;
  displayName: string;
}

/** A Google Analytics account and the properties the person can read in it. */
export interface GoogleAnalyticsAccount {
  id: string;
  displayName: string;
  properties: GoogleAnalyticsProperty[];
}

export interface SampleShop {
  domain: string;
  name: string;
  currency: string;
  country: string;
  shopId: number;
}

export interface SampleIdentity {
  id: string;
  name: string;
  givenName: string;
  familyName: string;
  email: string;
  locale: string;
  /** Apple's "Hide My Email" relay address, when this person chose to hide their email. */
  applePrivateEmail?: string;
  subjects: {
    google: string;
    apple: string;
    meta: string;
    tiktok: string;
    tiktokUnion: string;
    linkedin: string;
    x: string;
    pinterest: string;
    shopifyUser: number;
  };
  usernames: { tiktok: string; x: string; pinterest: string };
  facebookPages: FacebookPage[];
  linkedinOrganizations: LinkedInOrganization[];
  googleAnalytics: GoogleAnalyticsAccount[];
  shop: SampleShop;
}

export const SAMPLE_IDENTITIES: readonly SampleIdentity[] = [
  {
    id: 'alice',
    name: 'Alice Martin',
    givenName: 'Alice',
    familyName: 'Martin',
    email: 'alice.martin@example.com',
    locale: 'en',
    subjects: {
      google: '108234567890123456781',
      apple: '001234.5f1a0c2b9e8d4f7a8b6c3d2e1f0a9b8c.1021',
      meta: '10150000000000001',
      tiktok: '-000AliceOpenId7f3c9a',
      tiktokUnion: 'c9a1f0e2-alice-union',
      linkedin: 'aL1ceM4rt1',
      x: '1600000000000000001',
      pinterest: '549755813801',
      shopifyUser: 70000000001,
    },
    usernames: { tiktok: 'alicebakes', x: 'alice_bakes', pinterest: 'alicesbakery' },
    facebookPages: [
      {
        id: '101000000000001',
        name: "Alice's Bakery",
        category: 'Bakery',
        instagram: {
          id: '17841400000000001',
          username: 'alicesbakery',
          name: "Alice's Bakery",
          biography: 'Small-batch sourdough and pastries. Order online, pick up Saturdays.',
        },
      },
      { id: '101000000000002', name: 'Martin Studio', category: 'Product/service' },
    ],
    linkedinOrganizations: [{ id: '90000001', localizedName: "Alice's Bakery", vanityName: 'alices-bakery' }],
    googleAnalytics: [
      {
        id: '210000001',
        displayName: "Alice's Bakery",
        properties: [{ id: '310000001', displayName: 'alices-bakery.myshopify.com' }],
      },
    ],
    shop: {
      domain: 'alices-bakery.myshopify.com',
      name: "Alice's Bakery",
      currency: 'USD',
      country: 'US',
      shopId: 60000000001,
    },
  },
  {
    id: 'bob',
    name: 'Bob Chen',
    givenName: 'Bob',
    familyName: 'Chen',
    email: 'bob.chen@example.com',
    locale: 'en',
    subjects: {
      google: '108234567890123456782',
      apple: '001234.7c2b1a0d9e8f4a6b8c5d3e2f1a0b9c8d.1022',
      meta: '10150000000000002',
      tiktok: '-000BobOpenId3e8b1d2c',
      tiktokUnion: 'd2b8e3a1-bob-union',
      linkedin: 'b0bCh3nLi2',
      x: '1600000000000000002',
      pinterest: '549755813802',
      shopifyUser: 70000000002,
    },
    usernames: { tiktok: 'chenoutdoor', x: 'chen_outdoor', pinterest: 'chenoutdoorgear' },
    facebookPages: [
      {
        id: '102000000000001',
        name: 'Chen Outdoor Gear',
        category: 'Outdoor & sporting goods company',
        instagram: {
          id: '17841400000000002',
          username: 'chenoutdoor',
          name: 'Chen Outdoor Gear',
          biography: 'Gear for weekend adventurers. Free shipping over $50.',
        },
      },
    ],
    linkedinOrganizations: [
      { id: '90000002', localizedName: 'Chen Outdoor Gear', vanityName: 'chen-outdoor-gear' },
      { id: '90000003', localizedName: 'Trailhead Collective', vanityName: 'trailhead-collective' },
    ],
    googleAnalytics: [
      {
        id: '210000002',
        displayName: 'Chen Outdoor Gear',
        properties: [
          { id: '310000002', displayName: 'chen-outdoor-gear.myshopify.com' },
          { id: '310000003', displayName: 'Trailhead Collective blog' },
        ],
      },
    ],
    shop: {
      domain: 'chen-outdoor-gear.myshopify.com',
      name: 'Chen Outdoor Gear',
      currency: 'USD',
      country: 'US',
      shopId: 60000000002,
    },
  },
  {
    // A person with no pages, no company pages and a hidden Apple email: the empty cases.
    id: 'carla',
    name: 'Carla Rossi',
    givenName: 'Carla',
    familyName: 'Rossi',
    email: 'carla.rossi@example.com',
    locale: 'it',
    applePrivateEmail: 'k7x2m9q4tz@privaterelay.appleid.com',
    subjects: {
      google: '108234567890123456783',
      apple: '001234.9e8d7c6b5a4f4e3d8c2b1a0f9e8d7c6b.1023',
      meta: '10150000000000003',
      tiktok: '-000CarlaOpenId9a4c2e1f',
      tiktokUnion: 'e4c2a9f1-carla-union',
      linkedin: 'c4rl4R0ss3',
      x: '1600000000000000003',
      pinterest: '549755813803',
      shopifyUser: 70000000003,
    },
    usernames: { tiktok: 'carlaceramics', x: 'carla_ceramics', pinterest: 'carlaceramics' },
    facebookPages: [],
    linkedinOrganizations: [],
    googleAnalytics: [],
    shop: {
      domain: 'carla-ceramics.myshopify.com',
      name: 'Carla Ceramics',
      currency: 'EUR',
      country: 'IT',
      shopId: 60000000003,
    },
  },
];

export function findIdentity(id: string | undefined): SampleIdentity | undefined {
  return SAMPLE_IDENTITIES.find((identity) => identity.id === id);
}

export function identityForShop(domain: string): SampleIdentity | undefined {
  return SAMPLE_IDENTITIES.find((identity) => identity.shop.domain === domain.toLowerCase());
}

export function avatarUrl(publicUrl: string, identity: SampleIdentity): string {
  return `${publicUrl}/avatars/${identity.id}.svg`;
}
