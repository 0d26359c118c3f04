import {
  postLimits,
  postPlatforms,
  type ContentPost,
  type PostPlatform,
} from '@scp/shared/contracts/assistant/assistant-api';
import { brandTones, type BrandTone } from '@scp/shared/contracts/onboarding/onboarding-constants';
import { voiceProfileSchema, type VoiceProfile } from '@scp/shared/contracts/settings/voice-profiles';
import { z } from 'zod';
import type { ToolBox } from '../tools/assistant-tools';
import { bestWeekday, dashboardFor, predictionFor, suggestedTime, voicePage } from './analytics-answers';
import { ask, openPage, type ActionProposal, type EngineAnswer } from './engine';
import { platformsNamed, postTopic } from './intents';

/** The tone a voice profile speaks in: its tone descriptor, else read from its sliders. */
export function toneOf(voice: VoiceProfile | null): BrandTone {
  if (!voice) return 'friendly';
  const named = voice.tone_descriptors
    .map((descriptor) => descriptor.toLowerCase())
    .flatMap((descriptor) => brandTones.filter((tone) => descriptor.includes(tone)));
  if (named[0]) return named[0];
  const { formality, creativity, engagement, tone } = voice.voice_settings;
  if (formality >= 75) return creativity >= 60 ? 'luxurious' : 'professional';
  if (creativity >= 70) return 'playful';
  if (engagement >= 70) return tone >= 75 ? 'caring' : 'bold';
  return 'friendly';
}

/** The body of a post in each tone; `{topic}` is what it is about, `{word}` one favourite word. */
const openings: Record<BrandTone, readonly string[]> = {
  professional: ['Introducing {topic}.', 'Designed for everyday use, {topic} is ready for you.', 'Discover it today.'],
  friendly: ['Say hello to {topic}!', "We think you'll love it as much as we do.", 'Come and see it today.'],
  playful: ['Guess what just landed? {topic}!', 'Go on, treat yourself.', 'Tag a friend who needs this.'],
  bold: ['{topic}. Made to stand out.', 'No half measures.', 'Get yours now.'],
  luxurious: ['Crafted with care: {topic}.', 'An experience worth savouring.', 'Discover the collection.'],
  caring: [
    'We made {topic} with you in mind.',
    'Every detail is there to make your day a little better.',
    "We'd love to hear what you think.",
  ],
};

/** Each platform's closing call to action (none on X, where every character counts). */
export const platformCalls: Record<PostPlatform, string> = {
  instagram: 'Link in bio.',
  facebook: 'Tell us in the comments what you think.',
  tiktok: 'Watch till the end.',
  linkedin: 'What would you add? Share your thoughts below.',
  twitter: '',
  pinterest: 'Save this for later.',
};

const hashtagOf = (words: string) =>
  `#${words
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1).toLowerCase())
    .join('')}`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Removes every forbidden word or phrase (whole words, any letter case). */
export function withoutForbidden(text: string, forbidden: readonly string[]): string {
  return forbidden
    .filter((word) => word.trim().length > 0)
    .reduce((result, word) => result.replace(new RegExp(`\\b${escapeRegExp(word.trim())}\\b`, 'gi'), ''), text)
    .replace(/ {2,}/g, ' ')
    .replace(/ ([.,!?])/g, '$1')
    .trim();
}

/** A caption within the platform's limit, in the voice's tone, its favourite words in, its forbidden words out. */
export function writePost(options: {
  platform: PostPlatform;
  topic: string;
  voice: VoiceProfile | null;
  scheduledDay: string | null;
  bestDay: string | null;
}): ContentPost {
  const { platform, voice } = options;
  const tone = toneOf(voice);
  const forbidden = voice?.forbidden_keywords ?? [];
  const topic = withoutForbidden(options.topic, forbidden);
  const favourite = [...(voice?.keywords ?? []), ...(voice?.approved_keywords ?? [])].filter(
    (word) => withoutForbidden(word, forbidden) === word,
  );
  const lines = openings[tone].map((line) => line.replaceAll('{topic}', topic));
  if (favourite[0]) lines.splice(1, 0, `${favourite[0][0]?.toUpperCase()}${favourite[0].slice(1)}, as always.`);
  const call = platformCalls[platform];
  const content = withoutForbidden([...lines, call].filter(Boolean).join(' '), forbidden);
  const limit = postLimits[platform];
  const hashtags = [...new Set([hashtagOf(topic), ...favourite.slice(0, 3).map(hashtagOf)])]
    .filter((tag) => tag.length > 1 && withoutForbidden(tag.slice(1), forbidden) === tag.slice(1))
    .slice(0, limit.hashtags);
  let caption = `${content}\n\n${hashtags.join(' ')}`.trim();
  if (caption.length > limit.caption) {
    // X's 280: the hashtags first go, then the body is cut at a word.
    caption =
      content.length <= limit.caption ? content : `${content.slice(0, limit.caption - 1).replace(/\s+\S*$/, '')}…`;
  }
  const tips = [
    options.bestDay
      ? `Post on a ${options.bestDay}${options.scheduledDay?.includes('T') ? ` around ${options.scheduledDay.slice(11, 16)} UTC` : ''}: your audience is most active then.`
      : 'Post when your audience is online; connect an account to learn your best day.',
    platform === 'instagram' || platform === 'tiktok' || platform === 'pinterest'
      ? 'Lead with a clear photo or short video of it: this caption has no image.'
      : 'Add a photo: posts with one get more attention.',
  ];
  if (!voice)
    tips.push(
      'No brand voice is saved yet, so this is written in a friendly tone. Set yours up under Settings → Voice.',
    );
  return { platform, content, caption, hashtags, media: null, scheduledTime: options.scheduledDay, tips };
}

const accountsSchema = z.array(z.object({ platform: z.string(), status: z.string() }));

/** "Write an Instagram post about our new sourdough": drafts per platform, each savable on approval. */
export async function writePostAnswer(tools: ToolBox, query: string, now: Date): Promise<EngineAnswer> {
  const [voiceResult, accountsResult] = await Promise.all([
    tools.call('get_brand_voice'),
    tools.call('get_connected_accounts'),
  ]);
  const voice = voiceResult.available ? voiceProfileSchema.parse(voiceResult.result) : null;
  const connected = accountsSchema.parse(accountsResult.result).map((account) => account.platform);
  const named = platformsNamed(query);
  const fromAccounts = postPlatforms.filter((platform) => connected.includes(platform));
  const platforms: PostPlatform[] =
    named.length > 0 ? named : fromAccounts.length > 0 ? fromAccounts.slice(0, 3) : ['instagram'];

  const figures = connected.length > 0 ? await dashboardFor(tools, 90) : null;
  let topic = postTopic(query);
  const generic = topic.length < 3 || /\b(best ?seller|top product|best product)\b/i.test(topic);
  const top = figures?.topProducts[0];
  if (generic && top) topic = top.productTitle;
  topic = withoutForbidden(topic, voice?.forbidden_keywords ?? []);
  if (topic.length < 3) topic = 'our latest products';
  const best = figures ? bestWeekday(figures) : null;
  const audience = best ? ((await predictionFor(tools))?.audienceHours ?? null) : null;
  const scheduledDay = best ? suggestedTime(best.day, now, audience?.bestHour ?? null) : null;

  const posts = platforms.map((platform) =>
    writePost({ platform, topic, voice, scheduledDay, bestDay: best?.day ?? null }),
  );
  const proposals: ActionProposal[] = posts.map((post) => ({
    type: 'save_draft',
    label: posts.length > 1 ? `Save ${post.platform} draft` : 'Save draft',
    post,
  }));
  const tone = toneOf(voice);
  const voiceWords = voice
    ? `in your ${tone} brand voice${voice.forbidden_keywords.length > 0 ? ', without your forbidden words' : ''}`
    : 'in a friendly tone (no brand voice is saved yet)';
  const when = best
    ? ` Your accounts engage most on ${best.day}s${audience ? ` and your followers are most online at ${String(audience.bestHour).padStart(2, '0')}:00 UTC` : ''}, so I suggest ${scheduledDay}.`
    : '';
  return {
    status: 'success',
    confidence: voice ? 0.85 : 0.7,
    response: `Here ${posts.length === 1 ? 'is a draft' : `are ${posts.length} drafts`} about ${topic} for ${platforms.join(', ')}, ${voiceWords}.${when} Save ${posts.length === 1 ? 'it' : 'any of them'} to keep ${posts.length === 1 ? 'it' : 'them'}; nothing is published.`,
    reasoning: `Tone ${tone} from get_brand_voice; platforms from ${named.length > 0 ? 'the question' : 'get_connected_accounts'}${best ? '; best weekday from 90 days of engagement' : ''}.`,
    visual: null,
    posts,
    proposals,
    followUps: voice
      ? [ask('Best time to post', 'When is the best time to post?')]
      : [openPage('Set up brand voice', voicePage)],
    dateRange: figures ? { start: figures.range.start, end: figures.range.end } : null,
  };
}
