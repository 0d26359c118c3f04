import { Field } from '@scp/shared/client/field';
import { TabList, TabPanel } from '@scp/shared/client/tab-list';
import { TextArea, TextInput } from '@scp/shared/client/text-input';
import { Text } from '@scp/shared/client/typography';
import { platformPostRules, type PostPlatform } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import type { RuleProblem, TargetCheck } from '@scp/shared/contracts/studio/post-rules';
import { useId } from 'react';
import type { PlatformFields, PostDraft } from '../lib/post-draft';
import { HashtagField } from './hashtag-field';
import { ProductPicker } from './product-picker';
import { PlatformRewrite, VoiceWriter } from './voice-actions';

const texts = studioTexts.editor;
const MAIN = 'main';
type TabKey = typeof MAIN | PostPlatform;

export interface TextComposerProps {
  draft: PostDraft;
  platforms: readonly PostPlatform[];
  checks: readonly TargetCheck[];
  activeTab: TabKey;
  onTab: (tab: TabKey) => void;
  onText: (text: string) => void;
  /** Adds one image or video to the post ('Add product' adds the product's image). */
  onAddMedia: (media: PostDraft['media'][number]) => void;
  onHashtags: (hashtags: string[]) => void;
  onFields: (platform: PostPlatform, change: Partial<PlatformFields>) => void;
  disabled?: boolean;
}

/** The problems the checks name for one request field (`text`, `targets.1.title`), each once. */
function problemsAt(checks: readonly TargetCheck[], matches: (field: string) => boolean): string[] {
  const words = checks.flatMap((check) => check.problems.filter((problem: RuleProblem) => matches(problem.field)));
  return [...new Set(words.map((problem) => problem.text))];
}

/** The request's index of the first picked account on `platform` (its fields are that platform's). */
function targetField(draft: PostDraft, platform: PostPlatform, key: string): string {
  return `targets.${draft.accounts.findIndex((account) => account.platform === platform)}.${key}`;
}

/**
 * One text for every platform, with a tab per picked platform where the owner keeps the main text
 * ('Same as main') or writes the platform its own, and fills what only that platform has.
 */
export function TextComposer(props: TextComposerProps) {
  const { platforms, activeTab, onTab, disabled = false } = props;
  const idPrefix = useId().replace(/:/g, '');
  const tabs = [
    { key: MAIN as TabKey, label: texts.text.mainTab },
    ...platforms.map((platform) => ({ key: platform as TabKey, label: studioTexts.platformNames[platform] })),
  ];
  const current: TabKey = tabs.some((tab) => tab.key === activeTab) ? activeTab : MAIN;
  return (
    <section aria-labelledby={`${idPrefix}-heading`}>
      <h2 id={`${idPrefix}-heading`} style={{ fontSize: 16, margin: '0 0 8px' }}>
        {texts.text.heading}
      </h2>
      <TabList label={texts.text.tabsLabel} tabs={tabs} active={current} onChange={onTab} idPrefix={idPrefix} />
      <TabPanel idPrefix={idPrefix} tabKey={current}>
        {current === MAIN ? (
          <MainPanel {...props} />
        ) : (
          <PlatformPanel {...props} platform={current} disabled={disabled} />
        )}
      </TabPanel>
    </section>
  );
}

function MainPanel({ draft, checks, onText, onAddMedia, onHashtags, disabled = false }: TextComposerProps) {
  const textProblems = problemsAt(checks, (field) => field === 'text');
  const hashtagProblems = problemsAt(checks, (field) => field === 'hashtags');
  return (
    <>
      <Field label={texts.text.mainLabel} error={textProblems.length > 0 ? textProblems.join(' ') : undefined}>
        {(id, describedBy) => (
          <TextArea
            id={id}
            aria-describedby={describedBy}
            aria-invalid={textProblems.length > 0 || undefined}
            value={draft.text}
            rows={7}
            placeholder={texts.text.placeholder}
            disabled={disabled}
            onChange={(event) => onText(event.target.value)}
          />
        )}
      </Field>
      <HashtagField
        hashtags={draft.hashtags}
        onChange={onHashtags}
        error={hashtagProblems.length > 0 ? hashtagProblems.join(' ') : undefined}
        disabled={disabled}
      />
      {!disabled && <VoiceWriter onAccept={onText} />}
      {!disabled && (
        <ProductPicker text={draft.text} onText={onText} mediaCount={draft.media.length} onAddMedia={onAddMedia} />
      )}
    </>
  );
}

function PlatformPanel({
  draft,
  checks,
  onFields,
  platform,
  disabled,
}: TextComposerProps & { platform: PostPlatform; disabled: boolean }) {
  const rules = platformPostRules[platform];
  const own = draft.fields[platform];
  const name = studioTexts.platformNames[platform];
  const platformChecks = checks.filter((check) => check.platform === platform);
  const at = (key: string) => {
    const problems = problemsAt(platformChecks, (field) => field === targetField(draft, platform, key));
    return problems.length > 0 ? problems.join(' ') : undefined;
  };
  const ownTextProblems = at('text');
  const sameAsMain = own.text === null;
  return (
    <>
      <fieldset style={{ border: 'none', margin: '0 0 12px', padding: 0 }}>
        <legend style={{ padding: 0, marginBottom: 6 }}>
          <Text strong>{texts.text.whichText(name)}</Text>
        </legend>
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          <label style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
            <input
              type="radio"
              name={`text-source-${platform}`}
              checked={sameAsMain}
              disabled={disabled}
              onChange={() => onFields(platform, { text: null })}
            />
            {texts.text.sameAsMain}
          </label>
          <label style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
            <input
              type="radio"
              name={`text-source-${platform}`}
              checked={!sameAsMain}
              disabled={disabled}
              onChange={() => onFields(platform, { text: draft.text })}
            />
            {texts.text.ownText}
          </label>
        </div>
      </fieldset>
      {sameAsMain ? (
        <Text type="secondary" style={{ display: 'block', marginBottom: 16 }}>
          {texts.text.usesMain(name)}
        </Text>
      ) : (
        <Field label={texts.text.platformLabel(name)} error={ownTextProblems}>
          {(id, describedBy) => (
            <TextArea
              id={id}
              aria-describedby={describedBy}
              aria-invalid={ownTextProblems ? true : undefined}
              value={own.text ?? ''}
              rows={6}
              disabled={disabled}
              onChange={(event) => onFields(platform, { text: event.target.value })}
            />
          )}
        </Field>
      )}
      {!disabled && (
        <PlatformRewrite
          platform={platform}
          text={own.text ?? draft.text}
          onAccept={(text) => onFields(platform, { text })}
        />
      )}
      {rules.titleMax !== null && (
        <OwnField
          label={texts.fields.title(name)}
          hint={texts.fields.titleHint(rules.titleMax)}
          error={at('title')}
          value={own.title}
          disabled={disabled}
          onChange={(title) => onFields(platform, { title })}
        />
      )}
      {rules.needsBoard && (
        <OwnField
          label={texts.fields.board}
          hint={texts.fields.boardHint}
          error={at('boardId')}
          value={own.boardId}
          disabled={disabled}
          onChange={(boardId) => onFields(platform, { boardId })}
        />
      )}
      {(rules.needsLink || platform === 'pinterest') && (
        <OwnField
          label={texts.fields.link}
          error={at('link')}
          value={own.link}
          disabled={disabled}
          onChange={(link) => onFields(platform, { link })}
          type="url"
        />
      )}
      {rules.firstComment && (
        <Field label={texts.fields.firstComment} error={at('firstComment')} hint={texts.fields.firstCommentHint(name)}>
          {(id, describedBy) => (
            <TextArea
              id={id}
              aria-describedby={describedBy}
              aria-invalid={at('firstComment') ? true : undefined}
              value={own.firstComment}
              rows={2}
              disabled={disabled}
              onChange={(event) => onFields(platform, { firstComment: event.target.value })}
            />
          )}
        </Field>
      )}
    </>
  );
}

/** One line a platform has of its own (a title, a board, a link), labelled, with its problem. */
function OwnField({
  label,
  hint,
  error,
  value,
  disabled,
  onChange,
  type = 'text',
}: {
  label: string;
  hint?: string;
  error: string | undefined;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
  type?: 'text' | 'url';
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(id, describedBy) => (
        <TextInput
          id={id}
          type={type}
          inputMode={type === 'url' ? 'url' : undefined}
          placeholder={type === 'url' ? 'https://' : undefined}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

export type ComposerTab = TabKey;
export const mainTab: ComposerTab = MAIN;
