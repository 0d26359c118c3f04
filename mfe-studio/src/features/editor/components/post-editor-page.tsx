import { Button, Skeleton, theme } from 'antd';
import type { ApiError } from '@scp/shared/client/api';
import { pageGutter } from '@scp/shared/client/page-container';
import { ResultView } from '@scp/shared/client/result-view';
import { useListConnectedAccountsQuery } from '@scp/shared/client/settings/integrations-api';
import { Text, Title } from '@scp/shared/client/typography';
import { useMediaQuery } from '@scp/shared/client/use-media-query';
import { useToast } from '@scp/shared/client/use-toast';
import { composedText, type TargetCheck } from '@scp/shared/contracts/studio/post-rules';
import type { Post } from '@scp/shared/contracts/studio/studio-api';
import { lockedPostStatuses, type PostPlatform } from '@scp/shared/contracts/studio/studio-constants';
import { studioPaths } from '@scp/shared/contracts/studio/studio-paths';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useGetPostQuery } from '../api/editor-api';
import { useFollowedPost } from '../hooks/use-followed-post';
import { useIdeaFromAddress } from '../hooks/use-idea-from-address';
import { useProductFromAddress } from '../hooks/use-product-from-address';
import { type SaveAction, useSavePost } from '../hooks/use-save-post';
import {
  checksOf,
  draftFromPost,
  emptyDraft,
  isPicked,
  pickedPlatforms,
  type PickedAccount,
  type PlatformFields,
  type PostDraft,
  textFor,
} from '../lib/post-draft';
import { type PublishableAccount, publishableAccounts } from '../lib/publishable-accounts';
import { scheduleState, suggestedTime } from '../lib/schedule-time';
import { AccountPicker } from './account-picker';
import { MediaField } from './media-field';
import { PostPreview } from './post-preview';
import { RuleStatus } from './rule-status';
import { PostResults } from '../../post-results/components/post-results';
import { PublishNowDialog } from './publish-now-dialog';
import { ScheduleFields } from './schedule-fields';
import { type ComposerTab, mainTab, TextComposer } from './text-composer';
import { useOwnerTimeZone } from '../../common/hooks/use-owner-time-zone';

const texts = studioTexts.editor;
const keepEditorState = 'keepEditor';

/**
 * The post editor (/studio/post/new, /studio/post/:postId), full page: the accounts, one text with
 * each platform's own edits, the platforms' rules live, a preview per account, and the time it goes out.
 */
export function PostEditorPage({ postId }: { postId?: string }) {
  const { state } = useLocation();
  // The address of a post this editor just created keeps the editor as it is (focus, tab, checks).
  const createdHere = (state as { [keepEditorState]?: boolean } | null)?.[keepEditorState] === true;
  const accounts = useListConnectedAccountsQuery();
  const post = useGetPostQuery(postId ?? '', { skip: postId === undefined });
  if (accounts.isLoading || (postId !== undefined && post.isLoading)) {
    return (
      <div style={{ padding: pageGutter }} aria-busy="true">
        <Title level={1} style={{ fontSize: 24 }}>
          {postId ? texts.editTitle : texts.newTitle}
        </Title>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (postId !== undefined && (post.isError || !post.data)) {
    const notFound = post.error && 'status' in post.error && post.error.status === 404;
    return (
      <ResultView
        status={notFound ? '404' : 'error'}
        // The page's one heading, as on every screen, also when the post cannot be shown.
        title={
          <h1 style={{ font: 'inherit', margin: 0 }}>
            {notFound ? studioTexts.errors.postNotFound : texts.loadFailed}
          </h1>
        }
        extra={<Link to={studioPaths.home}>{texts.back}</Link>}
      />
    );
  }
  return (
    <PostEditor
      // A post opened from its address starts a fresh editor; the one this editor just created does not.
      key={createdHere ? 'new' : (postId ?? 'new')}
      saved={post.data?.post}
      accounts={publishableAccounts(accounts.data?.accounts ?? [])}
    />
  );
}

function PostEditor({ saved: loaded, accounts }: { saved: Post | undefined; accounts: PublishableAccount[] }) {
  const { token } = theme.useToken();
  const wide = useMediaQuery('(min-width: 960px)');
  const toast = useToast();
  const navigate = useNavigate();
  const { search } = useLocation();
  const timeZone = useOwnerTimeZone();
  const [saved, setSaved] = useState<Post | undefined>(loaded);
  const [draft, setDraft] = useState<PostDraft>(() => {
    if (loaded) return draftFromPost(loaded, timeZone);
    // 'New post in this campaign' (a campaign's page) names the campaign in the address.
    const campaignId = new URLSearchParams(search).get(studioPaths.campaignParam);
    return { ...emptyDraft(), ...suggestedTime(timeZone), campaignId };
  });
  const [tab, setTab] = useState<ComposerTab>(mainTab);
  const [triedSchedule, setTriedSchedule] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { save, saving } = useSavePost();
  const failureRef = useRef<HTMLDivElement>(null);
  const [confirmingPublish, setConfirmingPublish] = useState(false);
  // Once it goes out, the post as the service has it now (read again while it goes out).
  const current = useFollowedPost(saved);
  const resultsRef = useRef<HTMLElement>(null);
  const [focusResults, setFocusResults] = useState(false);
  useEffect(() => {
    // The buttons that started it are gone: focus moves to what happens next.
    if (focusResults && resultsRef.current) {
      resultsRef.current.focus();
      setFocusResults(false);
    }
  }, [focusResults, current]);

  // 'Create post' on the products page opens a new post with that product in it.
  const fromProducts = useProductFromAddress(loaded === undefined, {
    onText: (change) => setDraft((current) => ({ ...current, text: change(current.text) })),
    onAddMedia: (item) => setDraft((current) => ({ ...current, media: [...current.media, item] })),
    mediaCount: draft.media.length,
  });

  // 'Use as inspiration' on the moodboard opens a new post with that item's idea in it.
  const fromIdea = useIdeaFromAddress(loaded === undefined, {
    onText: (change) => setDraft((current) => ({ ...current, text: change(current.text) })),
    onAddMedia: (item) => setDraft((current) => ({ ...current, media: [...current.media, item] })),
    mediaCount: draft.media.length,
  });

  const locked = saved !== undefined && lockedPostStatuses.includes(saved.status);
  const platforms = pickedPlatforms(draft);
  const checks = checksOf(draft, saved?.id ?? null);
  const schedule = scheduleState(draft.date, draft.time, timeZone);
  const hasProblems = checks.some((check) => check.problems.length > 0);
  // A draft may lack what a platform needs, never keep what it would refuse (post-rules.ts).
  const hasRefused = checks.some((check) => check.problems.some((problem) => problem.kind === 'refused'));

  const update = (change: Partial<PostDraft>) => setDraft((current) => ({ ...current, ...change }));
  const toggleAccount = (account: PickedAccount, picked: boolean) =>
    setDraft((current) => ({
      ...current,
      accounts: picked
        ? [...current.accounts, account]
        : current.accounts.filter(
            (other) => !(other.platform === account.platform && other.accountId === account.accountId),
          ),
    }));
  const updateFields = (platform: PostPlatform, change: Partial<PlatformFields>) =>
    setDraft((current) => ({
      ...current,
      fields: { ...current.fields, [platform]: { ...current.fields[platform], ...change } },
    }));
  const accountOf = (check: Pick<TargetCheck, 'platform' | 'accountId'>) =>
    accounts.find((account) => account.platform === check.platform && account.accountId === check.accountId);

  const reportFailure = (error: ApiError) => {
    setFailure(error.message);
    toast.error(error.message);
  };

  // Schedule and 'Publish now' check the same before the post goes out: an account, nothing the checks
  // name and, to schedule, the time.
  const refusalToGoOut = (action: 'schedule' | 'publish'): string | null => {
    const publishing = action === 'publish';
    if (draft.accounts.length === 0)
      return publishing ? studioTexts.publishNow.noTargets : studioTexts.errors.noTargets;
    if (hasProblems) return publishing ? studioTexts.publishNow.fixChecks : texts.actions.fixChecks;
    return publishing || schedule.ok ? null : schedule.words;
  };

  /** Says why the post cannot go out, the checks shown on the fields too. Answers whether it did. */
  const refused = (reason: string | null): boolean => {
    setTriedSchedule(true);
    if (reason === null) return false;
    setFailure(reason);
    failureRef.current?.focus();
    return true;
  };

  // 'Publish now' asks first, naming the accounts.
  function askPublishNow() {
    setFailure(null);
    if (!refused(refusalToGoOut('publish'))) setConfirmingPublish(true);
  }

  async function run(action: SaveAction) {
    setFailure(null);
    if (action === 'draft' && hasRefused && refused(texts.actions.fixRefused)) return;
    if (action === 'schedule' && refused(refusalToGoOut('schedule'))) return;
    const result = await save(
      action,
      draft,
      saved,
      action === 'schedule' && schedule.ok ? { at: schedule.local, timeZone } : undefined,
    );
    if (result.post) {
      setSaved(result.post);
      if (!saved)
        void navigate(studioPaths.post(result.post.id), { replace: true, state: { [keepEditorState]: true } });
    }
    if (result.error) {
      reportFailure(result.error);
      return;
    }
    if (action === 'publish') {
      toast.info(studioTexts.publishNow.started);
      setFocusResults(true);
      return;
    }
    if (action === 'schedule' && result.post.scheduledAt) {
      toast.success(texts.toasts.scheduled(formatStatusTime(result.post.scheduledAt, timeZone)));
    } else {
      toast.success(saved?.status === 'scheduled' ? texts.toasts.movedToDrafts : texts.toasts.draftSaved);
    }
  }

  const whenLabel = schedule.ok ? schedule.label : texts.preview.justNow;
  const isScheduled = saved?.status === 'scheduled';

  const composer = (
    <div style={{ minWidth: 0 }}>
      {locked && (
        <div role="status" style={{ marginBottom: 16 }}>
          <Text type="warning">{studioTexts.errors.locked}</Text>
        </div>
      )}
      {locked && current && <PostResults ref={resultsRef} post={current} timeZone={timeZone} />}
      {fromProducts && (
        <div role="status" data-product-from-address style={{ marginBottom: 16 }}>
          <Text type={fromProducts.failed ? 'danger' : 'secondary'}>{fromProducts.words}</Text>
        </div>
      )}
      {fromIdea && (
        <div role="status" data-idea-from-address style={{ marginBottom: 16 }}>
          <Text type={fromIdea.failed ? 'danger' : 'secondary'}>{fromIdea.words}</Text>
        </div>
      )}
      <div style={{ marginBottom: 20 }}>
        <AccountPicker
          accounts={accounts}
          isPicked={(account) => isPicked(draft, account)}
          onToggle={toggleAccount}
          disabled={locked}
        />
      </div>
      <TextComposer
        draft={draft}
        platforms={platforms}
        checks={triedSchedule ? checks : []}
        activeTab={tab}
        onTab={setTab}
        onText={(text) => update({ text })}
        onAddMedia={(item) => setDraft((current) => ({ ...current, media: [...current.media, item] }))}
        onHashtags={(hashtags) => update({ hashtags })}
        onFields={updateFields}
        disabled={locked}
      />
      <MediaField media={draft.media} onChange={(media) => update({ media })} disabled={locked} />
      {checks.length > 0 && <RuleStatus checks={checks} accountOf={accountOf} />}
      {!locked && (
        <ScheduleFields
          date={draft.date}
          time={draft.time}
          timeZone={timeZone}
          state={schedule}
          showError={triedSchedule}
          onChange={(change) => update(change)}
          platform={draft.accounts[0]?.platform}
        />
      )}
    </div>
  );

  const previews = (
    <section aria-labelledby="post-preview-heading" style={{ minWidth: 0 }}>
      <h2 id="post-preview-heading" style={{ fontSize: 16, margin: '0 0 12px' }}>
        {texts.preview.heading}
      </h2>
      {draft.accounts.length === 0 ? (
        <Text type="secondary">{texts.preview.empty}</Text>
      ) : (
        draft.accounts.map((picked) => {
          const account = accountOf(picked);
          const target = saved?.targets.find(
            (other) => other.platform === picked.platform && other.accountId === picked.accountId,
          );
          const own = draft.fields[picked.platform];
          return (
            <PostPreview
              key={`${picked.platform}:${picked.accountId}`}
              platform={picked.platform}
              account={
                account ?? { displayName: target?.displayName ?? picked.accountId, identifier: '', imageUrl: null }
              }
              text={composedText(textFor(draft, picked.platform), draft.hashtags)}
              media={draft.media}
              when={whenLabel}
              firstComment={own.firstComment.trim() || undefined}
              title={own.title.trim() || undefined}
              link={own.link.trim() || undefined}
              boardName={own.boardId.trim() || undefined}
            />
          );
        })
      )}
    </section>
  );

  return (
    <div style={{ padding: pageGutter, boxSizing: 'border-box', maxWidth: 1400, marginInline: 'auto' }}>
      <header
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 12,
          marginBottom: 20,
          paddingBottom: 12,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <div style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Link to={studioPaths.home} style={{ color: token.colorLink }}>
            ← {texts.back}
          </Link>
          <Title level={1} style={{ fontSize: 24, margin: '4px 0 0' }}>
            {saved ? texts.editTitle : texts.newTitle}
          </Title>
          <Text type="secondary" data-post-status>
            {statusLine(current, timeZone)}
          </Text>
        </div>
        {!locked && (
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Button onClick={() => void run('draft')} loading={saving === 'draft'} disabled={saving !== null}>
              {isScheduled ? texts.actions.moveToDrafts : texts.actions.saveDraft}
            </Button>
            <Button
              type="primary"
              onClick={() => void run('schedule')}
              loading={saving === 'schedule'}
              disabled={saving !== null}
            >
              {isScheduled ? texts.actions.reschedule : texts.actions.schedule}
            </Button>
            <Button onClick={askPublishNow} loading={saving === 'publish'} disabled={saving !== null}>
              {studioTexts.publishNow.action}
            </Button>
          </div>
        )}
      </header>
      <div ref={failureRef} tabIndex={-1} role="alert" style={{ outline: 'none' }}>
        {failure && (
          <div
            style={{
              marginBottom: 16,
              padding: '8px 12px',
              borderRadius: token.borderRadius,
              border: `1px solid ${token.colorErrorBorder}`,
              color: token.colorErrorText,
            }}
          >
            {failure}
          </div>
        )}
      </div>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: wide ? 'minmax(0, 3fr) minmax(320px, 2fr)' : 'minmax(0, 1fr)',
          gap: wide ? 32 : 24,
          alignItems: 'start',
        }}
      >
        {composer}
        {previews}
      </div>
      <PublishNowDialog
        open={confirmingPublish}
        accounts={draft.accounts.map((picked) => ({
          ...picked,
          name: accountOf(picked)?.displayName ?? picked.accountId,
        }))}
        onCancel={() => setConfirmingPublish(false)}
        onConfirm={() => {
          setConfirmingPublish(false);
          void run('publish');
        }}
      />
    </div>
  );
}

function formatStatusTime(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));
}

function statusLine(post: Post | undefined, timeZone: string): string {
  if (!post) return texts.status.unsaved;
  if (post.status === 'scheduled' && post.scheduledAt) {
    return texts.status.scheduled(formatStatusTime(post.scheduledAt, post.timeZone ?? timeZone));
  }
  return post.status === 'scheduled' ? texts.status.draft : texts.status[post.status];
}
