import { dayRange, shopOrders } from './generators';
import type { SampleIdentity } from './identities';
import { seededRandom } from './seeded-random';

// A person's ad accounts (Meta's, Pinterest's and TikTok's) and what their campaigns spend and bring each day, on the same
// deterministic model as the shop's orders: the account spends a share of the shop's revenue of the
// day (its own share, drawn once), spread over its campaigns, and the purchases it reports are a
// share of the shop's orders of that day. So real ROAS is the shop's revenue over that spend, and it
// moves with the shop's busy and quiet days instead of sitting at one figure.

export interface AdCampaign {
  id: string;
  name: string;
  /** Share of the account's daily spend this campaign gets (the shares add up to 1). */
  weight: number;
}

/** The ad platforms the sample people advertise on. */
export type AdNetwork = 'meta' | 'pinterest' | 'tiktok';

export interface AdAccount {
  network: AdNetwork;
  /** The platform's id: Graph's node id `act_<account_id>`; Pinterest's numeric id; TikTok's advertiser id. */
  id: string;
  accountId: string;
  name: string;
  currency: string;
  campaigns: AdCampaign[];
}

/** One campaign's day as Ads Insights reports it (`level=campaign&time_increment=1`). */
export interface AdCampaignDay {
  date: string;
  campaignId: string;
  campaignName: string;
  spend: number;
  impressions: number;
  clicks: number;
  purchases: number;
}

const CAMPAIGN_KINDS: Record<AdNetwork, readonly string[]> = {
  meta: ['Prospecting', 'Retargeting', 'Best sellers'],
  pinterest: ['Shopping', 'Seasonal ideas'],
  tiktok: ['Spark Ads', 'Video shopping', 'Retargeting'],
};

/**
 * What each network gets: the share of the shop's daily revenue it spends (percent, drawn once per
 * account) and the share of the day's orders it reports as its purchases.
 */
const NETWORK_SHARES: Record<AdNetwork, { spend: [number, number]; attributed: [number, number] }> = {
  meta: { spend: [8, 16], attributed: [25, 45] },
  pinterest: { spend: [2, 5], attributed: [5, 12] },
  tiktok: { spend: [3, 7], attributed: [8, 15] },
};

const ACCOUNT_NAMES: Record<AdNetwork, string> = { meta: 'Ads', pinterest: 'Pinterest Ads', tiktok: 'TikTok Ads' };

/** The account's id on the network: TikTok's advertiser ids are 19 digits starting with 7, drawn once per person. */
function accountIdOf(identity: SampleIdentity, network: AdNetwork): string {
  if (network === 'meta') return `23${identity.subjects.meta.slice(-13)}`;
  if (network === 'pinterest') return `5497${identity.subjects.pinterest.slice(-8)}`;
  const random = seededRandom(`ads:tiktok:${identity.id}:advertiser`);
  return `7${random.int(100_000_000, 999_999_999)}${random.int(100_000_000, 999_999_999)}`;
}

/** The person's ad account on a network (every sample person advertises for their shop on all three). */
export function adAccountOf(identity: SampleIdentity, network: AdNetwork = 'meta'): AdAccount {
  const accountId = accountIdOf(identity, network);
  const kinds = CAMPAIGN_KINDS[network];
  const random = seededRandom(`ads:${accountId}:campaigns`);
  const raw = kinds.map(() => random.int(20, 60));
  const total = raw.reduce((sum, value) => sum + value, 0);
  return {
    network,
    id: network === 'meta' ? `act_${accountId}` : accountId,
    accountId,
    name: `${identity.shop.name} ${ACCOUNT_NAMES[network]}`,
    currency: identity.shop.currency,
    campaigns: kinds.map((kind, index) => ({
      id: `${accountId.slice(0, 8)}${String(index + 1).padStart(7, '0')}`,
      name: `${identity.shop.name} – ${kind}`,
      weight: (raw[index] ?? 0) / total,
    })),
  };
}

/** The share of the shop's revenue the account spends on a normal day (Meta 8 to 16 %, Pinterest 2 to 5 %, TikTok 3 to 7 %). */
export function adSpendShare(account: AdAccount): number {
  const [low, high] = NETWORK_SHARES[account.network].spend;
  return seededRandom(`ads:${account.accountId}:share`).int(low, high) / 100;
}

/**
 * Every campaign's day from `from` to `to` (inclusive), days in order and campaigns in the
 * account's order; a campaign's day with no spend is left out, as Ads Insights leaves out days
 * without delivery.
 */
export function adCampaignDays(account: AdAccount, shopDomain: string, from: string, to: string): AdCampaignDay[] {
  const rows: AdCampaignDay[] = [];
  const share = adSpendShare(account);
  const [low, high] = NETWORK_SHARES[account.network].attributed;
  const attributed = seededRandom(`ads:${account.accountId}:attributed`).int(low, high) / 100;
  for (const date of dayRange(from, to)) {
    const orders = shopOrders(shopDomain, date, date).filter((order) => order.financial_status === 'paid');
    const revenue = orders.reduce((sum, order) => sum + Number(order.total_price), 0);
    for (const campaign of account.campaigns) {
      const random = seededRandom(`ads:${account.accountId}:${campaign.id}:${date}`);
      const spend = Math.round(revenue * share * campaign.weight * (0.85 + random.next() * 0.3) * 100) / 100;
      if (spend <= 0) continue;
      const cpm = 7 + random.next() * 7;
      const impressions = Math.round((spend / cpm) * 1000);
      const clicks = Math.round(impressions * (0.008 + random.next() * 0.012));
      const purchases = Math.min(clicks, Math.round(orders.length * attributed * campaign.weight));
      rows.push({ date, campaignId: campaign.id, campaignName: campaign.name, spend, impressions, clicks, purchases });
    }
  }
  return rows;
}
