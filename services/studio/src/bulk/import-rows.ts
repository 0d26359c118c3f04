import { AppError } from '@scp/service-kit/errors';
import { checkPost, type MediaFacts } from '@scp/shared/contracts/studio/post-rules';
import type { ImportProblem, StudioAccount } from '@scp/shared/contracts/studio/studio-api';
import {
  campaignImportColumns,
  campaignImportLimits,
  platformPostRules,
  postPlatforms,
  requiredImportColumns,
  scheduling,
  type CampaignImportColumn,
  type PostPlatform,
} from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { instantOf } from '@scp/shared/contracts/studio/zoned-time';
import type { PostMediaFacts } from '../media/media-service';
import type { CsvRecord } from './csv-records';

const texts = studioTexts.campaignImport;
const allColumns = Object.values(campaignImportColumns);

/** One row of the file by its columns, before it is checked. */
export interface FileRow {
  row: number;
  values: Partial<Record<CampaignImportColumn, string>>;
  /** How many values the row has (more than the columns is an error of the row). */
  valueCount: number;
}

/** The column a header cell names: case, spaces and hyphens aside (`Media URL` is `media_url`). */
function columnOf(header: string): CampaignImportColumn | undefined {
  const name = header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return allColumns.find((column) => column === name);
}

/** The file's rows by column: a 400 for a header that misses, repeats or does not know a column, or too many rows. */
export function rowsOf(records: readonly CsvRecord[]): { columns: CampaignImportColumn[]; rows: FileRow[] } {
  const [header, ...body] = records;
  if (!header) throw AppError.validation(texts.errors.empty, 'file');
  const columns: CampaignImportColumn[] = [];
  for (const cell of header.cells) {
    const column = columnOf(cell);
    if (!column) throw AppError.validation(texts.errors.unknownColumn(cell.trim(), allColumns.join(', ')), 'file');
    if (columns.includes(column)) throw AppError.validation(texts.errors.repeatedColumn(column), 'file');
    columns.push(column);
  }
  const missing = requiredImportColumns.filter((column) => !columns.includes(column));
  if (missing.length > 0)
    throw AppError.validation(
      texts.errors.missingColumns(requiredImportColumns.join(', '), missing.join(', ')),
      'file',
    );
  if (body.length === 0) throw AppError.validation(texts.errors.noRows, 'file');
  if (body.length > campaignImportLimits.rowsMax) {
    throw AppError.validation(texts.errors.tooManyRows(body.length, campaignImportLimits.rowsMax), 'file');
  }
  const rows = body.map((record) => ({
    row: record.row,
    valueCount: record.cells.length,
    values: Object.fromEntries(columns.map((column, index) => [column, (record.cells[index] ?? '').trim()])),
  }));
  return { columns, rows };
}

/** What the rows are checked against, read once for the whole file. */
export interface RowContext {
  timeZone: string;
  /** The campaign the rows go into: their product links are tagged with it (post-rules.ts publishedText). */
  campaignId: string;
  now: Date;
  accounts: readonly StudioAccount[];
  /** Each link of the file to the owner's media (null: not theirs); undefined when media cannot be looked up. */
  media: ReadonlyMap<string, PostMediaFacts | null> | undefined;
  /** Each product handle of the file to its store page (null: no such product); undefined when products cannot be read. */
  products: ReadonlyMap<string, string | null> | undefined;
}

/** A checked row: its problems, and what its post would be. */
export interface CheckedRow {
  row: number;
  at: Date | null;
  platforms: PostPlatform[];
  text: string;
  media: PostMediaFacts[];
  /** The accounts the post goes to, each with its own text when a product link is added. */
  targets: Array<{ platform: PostPlatform; accountId: string; displayName: string; link: string | null }>;
  problems: ImportProblem[];
}

const platformAliases: Readonly<Record<string, PostPlatform>> = {
  ...Object.fromEntries(postPlatforms.map((platform) => [platform, platform])),
  ...Object.fromEntries(postPlatforms.map((platform) => [studioTexts.platformNames[platform].toLowerCase(), platform])),
};
const platformWords = postPlatforms.map((platform) => studioTexts.platformNames[platform]).join(', ');

/** Whether a value is a web link (the media column). */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function validDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === day;
}

/** `9:30` or `09:30` as `09:30`; null for anything else. */
function timeOfDay(value: string): string | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/** The instant of a row's date and time in the owner's zone, or the problem with it. */
function instantOfRow(date: string, time: string, context: RowContext): { at: Date | null; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  if (!validDay(date)) problems.push({ column: 'date', text: texts.rows.badDate });
  const clock = timeOfDay(time);
  if (clock === null) problems.push({ column: 'time', text: texts.rows.badTime });
  if (problems.length > 0 || clock === null) return { at: null, problems };
  const zoned = instantOf(`${date}T${clock}`, context.timeZone);
  if (!zoned.ok) {
    const words =
      zoned.reason === 'skipped'
        ? studioTexts.errors.timeSkipped(`${date} ${clock}`, context.timeZone)
        : texts.rows.badTime;
    return { at: null, problems: [{ column: 'time', text: words }] };
  }
  const at = zoned.instant;
  const now = context.now.getTime();
  if (at.getTime() < now - scheduling.pastGraceMs) {
    problems.push({ column: 'time', text: texts.rows.timeInPast(context.timeZone) });
  } else if (at.getTime() > now + scheduling.maxAheadMs) {
    problems.push({ column: 'date', text: studioTexts.errors.timeTooFarAhead });
  }
  return { at, problems };
}

/** A rules problem's field (post-rules.ts names request fields) as the file's column. */
function columnOfField(field: string): CampaignImportColumn {
  if (field === 'media') return 'media_url';
  if (field === 'text' || field === 'hashtags' || field.endsWith('.text')) return 'text';
  return 'platforms';
}

/** The text a platform receives for a row: the row's text, and the product's page on a line of its own. */
export function rowText(text: string, productUrl: string | null): string {
  if (!productUrl) return text;
  return text === '' ? productUrl : `${text}\n\n${productUrl}`;
}

/**
 * One row checked as a scheduled post would be (the same rules as the editor and the schedule route):
 * its date and time in the owner's zone and in the future, platforms the owner has an account on,
 * its media one of the owner's files, its product one of the shop's, and every platform's rules.
 */
export function checkRow(fileRow: FileRow, columnCount: number, context: RowContext): CheckedRow {
  const { values } = fileRow;
  const problems: ImportProblem[] = [];
  if (fileRow.valueCount > columnCount) {
    problems.push({ column: null, text: texts.rows.valueCount(fileRow.valueCount, columnCount) });
  }
  const timing = instantOfRow(values.date ?? '', values.time ?? '', context);
  problems.push(...timing.problems);

  const platforms: PostPlatform[] = [];
  const names = (values.platforms ?? '').split(/[\s,;|]+/).filter((name) => name !== '');
  if (names.length === 0) problems.push({ column: 'platforms', text: texts.rows.noPlatforms });
  for (const name of names) {
    const platform = platformAliases[name.toLowerCase()];
    if (!platform) problems.push({ column: 'platforms', text: texts.rows.unknownPlatform(name, platformWords) });
    else if (!platforms.includes(platform)) platforms.push(platform);
  }
  const targets: CheckedRow['targets'] = [];
  for (const platform of platforms) {
    const ofPlatform = context.accounts.filter((account) => account.platform === platform);
    const usable = ofPlatform.filter((account) => account.usable);
    const name = studioTexts.platformNames[platform];
    if (ofPlatform.length === 0) problems.push({ column: 'platforms', text: texts.rows.noAccount(name) });
    else if (usable.length === 0) problems.push({ column: 'platforms', text: texts.rows.reconnect(name) });
    for (const account of usable) {
      targets.push({ platform, accountId: account.accountId, displayName: account.displayName, link: null });
    }
  }

  const media: PostMediaFacts[] = [];
  const mediaUrl = values.media_url ?? '';
  if (mediaUrl !== '') {
    const found = context.media?.get(mediaUrl);
    if (!isWebUrl(mediaUrl)) problems.push({ column: 'media_url', text: texts.rows.badUrl });
    else if (!context.media) problems.push({ column: 'media_url', text: texts.rows.mediaUnavailable });
    else if (!found) problems.push({ column: 'media_url', text: texts.rows.notYourMedia });
    else media.push(found);
  }

  let productUrl: string | null = null;
  const handle = values.product_handle ?? '';
  if (handle !== '') {
    const found = context.products?.get(handle.toLowerCase());
    if (!context.products) problems.push({ column: 'product_handle', text: texts.rows.productsUnavailable });
    else if (!found) problems.push({ column: 'product_handle', text: texts.rows.unknownProduct(handle) });
    else productUrl = found;
  }

  const text = rowText(values.text ?? '', productUrl);
  // A product's page is in the text everywhere, and the pin's link where a platform needs one (Pinterest).
  for (const target of targets) target.link = platformPostRules[target.platform].needsLink ? productUrl : null;
  if (targets.length > 0) {
    const facts: MediaFacts[] = media.map((item) => ({
      type: item.type,
      bytes: item.bytes,
      durationMs: item.durationMs,
    }));
    const checks = checkPost({ campaignId: context.campaignId, text, hashtags: [], media: facts, targets });
    for (const problem of checks.flatMap((check) => check.problems)) {
      const column = columnOfField(problem.field);
      if (!problems.some((known) => known.column === column && known.text === problem.text)) {
        problems.push({ column, text: problem.text });
      }
    }
  }
  return { row: fileRow.row, at: timing.at, platforms, text, media, targets, problems };
}
