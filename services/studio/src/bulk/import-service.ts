import { AppError } from '@scp/service-kit/errors';
import type { CampaignImportQuery, CampaignImportResponse, ImportRow } from '@scp/shared/contracts/studio/studio-api';
import { campaignImportLimits } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { isTimeZone } from '@scp/shared/contracts/studio/zoned-time';
import type { AccountService } from '../accounts/account-service';
import type { CampaignService } from '../campaigns/campaign-service';
import type { PostService } from '../posts/post-service';
import { readCsv } from './csv-records';
import type { PostMediaFacts } from '../media/media-service';
import { checkRow, isWebUrl, rowsOf, type CheckedRow } from './import-rows';

const texts = studioTexts.campaignImport;

/** A shop product as the dashboard lists it: its handle and its online store page. */
interface ShopProductLink {
  handle: string | null;
  url: string | null;
}

export interface ImportServiceDeps {
  accounts: Pick<AccountService, 'list'>;
  campaigns: Pick<CampaignService, 'get'>;
  posts: Pick<PostService, 'storeScheduled'>;
  /** One of the owner's images or videos by its id (a 404 AppError when it is not theirs); absent without a media library. */
  mediaOf?: (userId: string, mediaId: string) => Promise<readonly PostMediaFacts[]>;
  /** The owner's shop products with exactly this handle; absent when products cannot be read. */
  productsOf?: (userId: string, handle: string) => Promise<ShopProductLink[]>;
  now?: () => Date;
}

/** The id of a studio media file's public address (`…/media/files/<id>/<token>.<ext>`, studio-paths.ts). */
const MEDIA_FILE_PATH = /\/api\/studio\/media\/files\/([0-9a-f]{24})\/[^/]+$/i;

const isNotFound = (err: unknown) => err instanceof AppError && err.status === 404;
const isUnavailable = (err: unknown) => err instanceof AppError && err.status === 503;

function decodeCsv(bytes: Buffer): string {
  if (bytes.length === 0) throw AppError.validation(texts.errors.empty, 'file');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw AppError.validation(texts.errors.notText, 'file');
  }
}

const excerpt = (text: string) =>
  [...text].length > campaignImportLimits.excerptMax
    ? `${[...text].slice(0, campaignImportLimits.excerptMax - 1).join('')}…`
    : text;

function resultOf(row: CheckedRow, postId: string | null): ImportRow {
  return {
    row: row.row,
    ok: row.problems.length === 0,
    at: row.at ? row.at.toISOString() : null,
    platforms: row.platforms,
    text: excerpt(row.text),
    problems: row.problems,
    postId,
  };
}

/**
 * A campaign's posts from a CSV file (docs/architecture.md, Contracts and errors: a bad file is a 400
 * naming its row; nothing is stored half-way). Every row is checked as the schedule route checks a
 * post before anything is written; the good rows are then stored in one write with their jobs.
 */
export function createImportService(deps: ImportServiceDeps) {
  const now = deps.now ?? (() => new Date());

  /** The file's media links to the owner's files; undefined when there is no media library. */
  async function mediaLinks(userId: string, urls: string[]): Promise<Map<string, PostMediaFacts | null> | undefined> {
    const { mediaOf } = deps;
    if (!mediaOf) return undefined;
    const found = new Map<string, PostMediaFacts | null>();
    for (const url of urls) {
      const mediaId = isWebUrl(url) ? MEDIA_FILE_PATH.exec(new URL(url).pathname)?.[1] : undefined;
      const media = mediaId
        ? await mediaOf(userId, mediaId).catch((err: unknown) => (isNotFound(err) ? [] : Promise.reject(err)))
        : [];
      found.set(url, media[0] ?? null);
    }
    return found;
  }

  /** The file's product handles to their store pages; undefined when the shop's products cannot be read now. */
  async function productLinks(userId: string, handles: string[]): Promise<Map<string, string | null> | undefined> {
    const { productsOf } = deps;
    if (!productsOf) return undefined;
    const found = new Map<string, string | null>();
    try {
      for (const handle of handles) {
        // A handle is Shopify's own name of one product: looked up exactly, never guessed from a title.
        const products = await productsOf(userId, handle);
        found.set(
          handle,
          products.find((product) => product.handle?.toLowerCase() === handle && product.url)?.url ?? null,
        );
      }
    } catch (err) {
      if (isUnavailable(err)) return undefined;
      throw err;
    }
    return found;
  }

  async function checkFile(userId: string, campaignId: string, bytes: Buffer, timeZone: string): Promise<CheckedRow[]> {
    if (!isTimeZone(timeZone)) throw AppError.validation(studioTexts.errors.unknownTimeZone, 'timeZone');
    const reading = readCsv(decodeCsv(bytes));
    if (!reading.ok) {
      const words =
        reading.reason === 'unclosed_quote'
          ? texts.errors.unclosedQuote(reading.row)
          : texts.errors.textAfterQuote(reading.row);
      throw AppError.validation(words, 'file');
    }
    const { columns, rows } = rowsOf(reading.records);
    const distinct = (column: 'media_url' | 'product_handle', normalise = (value: string) => value) => [
      ...new Set(rows.map((row) => normalise(row.values[column] ?? '')).filter((value) => value !== '')),
    ];
    const [accounts, media, products] = await Promise.all([
      deps.accounts.list(userId),
      mediaLinks(userId, distinct('media_url')),
      productLinks(
        userId,
        distinct('product_handle', (value) => value.toLowerCase()),
      ),
    ]);
    const context = { timeZone, campaignId, now: now(), accounts, media, products };
    return rows.map((row) => checkRow(row, columns.length, context));
  }

  return {
    /**
     * `check` answers every row's result. `import` stores the rows as scheduled posts of the campaign:
     * all of them when every row is good (else a 400 naming the first bad row), or the good ones with
     * `onlyValidRows`; nothing when the write fails.
     */
    async run(
      userId: string,
      campaignId: string,
      query: CampaignImportQuery,
      bytes: Buffer,
    ): Promise<CampaignImportResponse> {
      const campaign = await deps.campaigns.get(userId, campaignId);
      const rows = await checkFile(userId, campaign.id, bytes, query.timeZone);
      const good = rows.filter((row) => row.problems.length === 0);
      if (query.mode === 'check') {
        return { mode: 'check', rows: rows.map((row) => resultOf(row, null)), okCount: good.length, imported: 0 };
      }
      const firstBad = rows.find((row) => row.problems.length > 0);
      const firstProblem = firstBad?.problems[0];
      if (firstBad && firstProblem && query.onlyValidRows !== 'true') {
        const reason = texts.problem(firstProblem.column, firstProblem.text);
        throw AppError.validation(
          texts.errors.rowsRefused(rows.length - good.length, firstBad.row, reason),
          `rows.${firstBad.row}${firstProblem.column ? `.${firstProblem.column}` : ''}`,
        );
      }
      if (good.length === 0) throw AppError.validation(texts.errors.nothingToImport, 'file');
      const ids = await deps.posts.storeScheduled(
        userId,
        good.map((row) => ({
          text: row.text,
          media: row.media.map(({ mediaId, type, url, alt }) => ({ mediaId, type, url, alt })),
          targets: row.targets,
          scheduledAt: row.at as Date,
          timeZone: query.timeZone,
          campaignId: campaign.id,
        })),
      );
      const idOf = new Map(good.map((row, index) => [row.row, ids[index] ?? null]));
      return {
        mode: 'import',
        rows: rows.map((row) => resultOf(row, idOf.get(row.row) ?? null)),
        okCount: good.length,
        imported: ids.length,
      };
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
