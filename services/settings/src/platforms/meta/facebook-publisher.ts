import { str } from '@scp/service-kit/platform-http';
import { pathId } from '../reader-support';
import { PublishFailure, type PlatformPublisher } from '../platform-publisher';
import { completePost, graphCall, graphInstant, idOf, readEdgeSince } from './graph-publishing';
import type { MetaApi } from './meta-insights';

// A Facebook page's posts (Graph API, with the page token): text and a link on the page's feed; one
// photo through the page's photos (Facebook fetches the URL); several photos uploaded unpublished,
// then one feed post carrying them; a video through the page's videos (Facebook fetches it too).

export function createFacebookPublisher(meta: MetaApi): PlatformPublisher {
  const pageIdOf = (accountId: string) => pathId(accountId, /^\d{1,30}$/, 'Facebook page');

  return {
    platform: 'facebook',

    async publish(account, post) {
      const pageId = pageIdOf(account.accountId);
      const token = account.accessToken;
      const images = post.media.filter((media) => media.type === 'image');
      const videos = post.media.filter((media) => media.type === 'video');
      if (videos.length > 0 && post.media.length > 1)
        throw new PublishFailure('bad_request', 'A Facebook post carries one video alone, or photos.');
      // A post with media has no link preview: the link goes in the text.
      const message = post.link && post.media.length > 0 ? `${post.text}\n\n${post.link}`.trim() : post.text;

      let postId: string;
      if (videos.length === 1) {
        const video = videos[0]!;
        postId = idOf(
          'Facebook video',
          await graphCall(meta, 'Facebook video', 'POST', `/${pageId}/videos`, token, {
            file_url: video.url,
            description: message,
            title: post.title,
          }),
        );
      } else if (images.length === 1) {
        const image = images[0]!;
        const body = await graphCall(meta, 'Facebook photo', 'POST', `/${pageId}/photos`, token, {
          url: image.url,
          message,
          alt_text_custom: image.alt,
        });
        postId = str(body.post_id) ?? idOf('Facebook photo', body);
      } else if (images.length > 1) {
        const photoIds: string[] = [];
        for (const image of images)
          photoIds.push(
            idOf(
              'Facebook photo',
              await graphCall(meta, 'Facebook photo', 'POST', `/${pageId}/photos`, token, {
                url: image.url,
                published: 'false',
                alt_text_custom: image.alt,
              }),
            ),
          );
        postId = idOf(
          'Facebook post',
          await graphCall(meta, 'Facebook post', 'POST', `/${pageId}/feed`, token, {
            message,
            attached_media: JSON.stringify(photoIds.map((id) => ({ media_fbid: id }))),
          }),
        );
      } else {
        if (!post.text.trim() && !post.link)
          throw new PublishFailure('bad_request', 'A Facebook post needs text or a link.');
        postId = idOf(
          'Facebook post',
          await graphCall(meta, 'Facebook post', 'POST', `/${pageId}/feed`, token, { message, link: post.link }),
        );
      }

      return completePost(meta, 'Facebook post', postId, token, 'permalink_url', post.firstComment);
    },

    async recentPosts(account, since) {
      const pageId = pageIdOf(account.accountId);
      const items = await readEdgeSince(
        meta,
        'Facebook feed',
        `/${pageId}/feed`,
        account.accessToken,
        {
          fields: 'id,message,permalink_url,created_time',
          since: String(Math.floor(since.getTime() / 1000)),
          limit: '50',
        },
        since,
        (item) => graphInstant(item.created_time),
      );
      return items.map((item) => ({
        platformPostId: String(item.id),
        permalink: str(item.permalink_url) ?? '',
        text: str(item.message) ?? '',
        createdAt: item.at,
      }));
    },
  };
}
