import type { CustomerComment } from './comment-store';

/**
 * Meta's webhook for a new comment: a page's `feed` change (Facebook) or an Instagram account's
 * `comments` change, as Meta sends them to the app's callback URL.
 */
export function commentWebhook(comment: CustomerComment): unknown {
  if (comment.platform === 'facebook')
    return {
      object: 'page',
      entry: [
        {
          id: comment.accountId,
          time: Math.floor(Date.now() / 1000),
          changes: [
            {
              field: 'feed',
              value: {
                from: { id: comment.customerId, name: comment.customerName },
                post_id: comment.postId,
                comment_id: comment.id,
                parent_id: comment.postId,
                created_time: Math.floor(comment.at / 1000),
                item: 'comment',
                verb: 'add',
                message: comment.text,
              },
            },
          ],
        },
      ],
    };
  return {
    object: 'instagram',
    entry: [
      {
        id: comment.accountId,
        time: Math.floor(Date.now() / 1000),
        changes: [
          {
            field: 'comments',
            value: {
              from: { id: comment.customerId, username: comment.customerName },
              media: { id: comment.postId, media_product_type: 'FEED' },
              id: comment.id,
              text: comment.text,
            },
          },
        ],
      },
    ],
  };
}
