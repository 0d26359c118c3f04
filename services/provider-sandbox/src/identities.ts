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

/**
 * Dana Okafor's cafés: one Facebook page per location (Graph gives a multi-location business a page
 * per place), most with the location's Instagram business account linked; the smaller towns' have none.
 */
const RIDGELINE_LOCATIONS: ReadonlyArray<readonly [pageId: string, city: string, instagramId?: string]> = [
  ['103000000000002', 'Denver', '17841400000000102'],
  ['103000000000003', 'Boulder', '17841400000000103'],
  ['103000000000004', 'Fort Collins', '17841400000000104'],
  ['103000000000005', 'Colorado Springs', '17841400000000105'],
  ['103000000000006', 'Golden', '17841400000000106'],
  ['103000000000007', 'Aurora', '17841400000000107'],
  ['103000000000008', 'Lakewood', '17841400000000108'],
  ['103000000000009', 'Littleton', '17841400000000109'],
  ['103000000000010', 'Longmont', '17841400000000110'],
  ['103000000000011', 'Loveland', '17841400000000111'],
  ['103000000000012', 'Greeley'],
  ['103000000000013', 'Pueblo'],
  ['103000000000014', 'Castle Rock'],
  ['103000000000015', 'Parker', '17841400000000115'],
  ['103000000000016', 'Broomfield'],
  ['103000000000017', 'Westminster'],
  ['103000000000018', 'Arvada', '17841400000000118'],
  ['103000000000019', 'Englewood'],
  ['103000000000020', 'Durango', '17841400000000120'],
  ['103000000000021', 'Steamboat Springs', '17841400000000121'],
  ['103000000000022', 'Breckenridge', '17841400000000122'],
  ['103000000000023', 'Vail', '17841400000000123'],
  ['103000000000024', 'Aspen', '17841400000000124'],
  ['103000000000025', 'Estes Park', '17841400000000125'],
  ['103000000000026', 'Glenwood Springs'],
];

function ridgelineLocation([pageId, city, instagramId]: readonly [string, string, string?]): FacebookPage {
  const name = `Ridgeline Coffee ${city}`;
  const handle = city.toLowerCase().replace(/ /g, '');
  return {
    id: pageId,
    name,
    category: 'Coffee shop',
    ...(instagramId
      ? {
          instagram: {
            id: instagramId,
            username: `ridgelinecoffee.${handle}`,
            name,
            biography: `Ridgeline Coffee in ${city}. Roasted in Denver, poured here daily from 7.`,
          },
        }
      : {}),
  };
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
  {
    // A multi-location owner: the roastery's page and 25 cafés' pages, 45 messaging accounts in all
    // (with Alice's and Bob's, the 50 pages of the inbox bench); more pages than Graph's /me/accounts
    // gives at once, so connecting her walks its paging.
    id: 'dana',
    name: 'Dana Okafor',
    givenName: 'Dana',
    familyName: 'Okafor',
    email: 'dana.okafor@example.com',
    locale: 'en',
    subjects: {
      google: '108234567890123456784',
      apple: '001234.3b9f2e7a1c8d4b6e9f0a2c4e6b8d0f1a.1024',
      meta: '10150000000000004',
      tiktok: '-000DanaOpenId5b2e8f4a',
      tiktokUnion: 'f5d3b0a2-dana-union',
      linkedin: 'd4n4Ok4f0r',
      x: '1600000000000000004',
      pinterest: '549755813804',
      shopifyUser: 70000000004,
    },
    usernames: { tiktok: 'ridgelinecoffee', x: 'ridgeline_coffee', pinterest: 'ridgelinecoffee' },
    facebookPages: [
      {
        id: '103000000000001',
        name: 'Ridgeline Coffee Roasters',
        category: 'Coffee shop',
        instagram: {
          id: '17841400000000101',
          username: 'ridgelinecoffee',
          name: 'Ridgeline Coffee Roasters',
          biography: 'Roasted in Denver, poured in 25 Colorado cafés. Beans shipped weekly.',
        },
      },
      ...RIDGELINE_LOCATIONS.map(ridgelineLocation),
    ],
    linkedinOrganizations: [
      { id: '90000004', localizedName: 'Ridgeline Coffee Roasters', vanityName: 'ridgeline-coffee-roasters' },
    ],
    googleAnalytics: [
      {
        id: '210000004',
        displayName: 'Ridgeline Coffee',
        properties: [{ id: '310000004', displayName: 'ridgeline-coffee.myshopify.com' }],
      },
    ],
    shop: {
      domain: 'ridgeline-coffee.myshopify.com',
      name: 'Ridgeline Coffee',
      currency: 'USD',
      country: 'US',
      shopId: 60000000004,
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
