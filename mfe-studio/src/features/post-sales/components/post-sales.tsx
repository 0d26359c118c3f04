import { PlatformMark } from '@scp/shared/client/platform-mark';
import { Text } from '@scp/shared/client/typography';
import { visuallyHidden } from '@scp/shared/client/visually-hidden';
import type { PostSalesAccount } from '@scp/shared/contracts/studio/post-sales';
import type { Post } from '@scp/shared/contracts/studio/studio-api';
import { postPlatforms, type PostPlatform } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { Button, Skeleton, theme } from 'antd';
import { type CSSProperties, useId } from 'react';
import { formatDateTime } from '../../common/lib/zoned-time';
import { useGetPostSalesQuery } from '../api/post-sales-api';
import { formatMoney } from '../lib/format-money';

const texts = studioTexts.postSales;

const isPostPlatform = (platform: string | null): platform is PostPlatform =>
  (postPlatforms as readonly (string | null)[]).includes(platform);
const platformName = (platform: string | null) =>
  isPostPlatform(platform) ? studioTexts.platformNames[platform] : (platform ?? '');

/** Who an account's row names: the post's account on that platform, or the platform alone when the post names none there. */
function accountName(row: PostSalesAccount): string {
  const platform = platformName(row.platform);
  return row.accountId ? `${platform} · ${row.displayName || row.accountId}` : texts.otherAccount(platform);
}

/**
 * A published post's sales: the shop's paid orders whose customer first landed on one of the post's
 * tagged product links, their revenue, each account's share, and the latest orders.
 */
export function PostSales({ post, timeZone }: { post: Post; timeZone: string }) {
  const { token } = theme.useToken();
  const headingId = useId();
  const query = useGetPostSalesQuery(post.id);
  const sales = query.data?.sales;
  const cell: CSSProperties = {
    padding: `${token.paddingXXS}px ${token.paddingXS}px`,
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    textAlign: 'right',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  };
  return (
    <section aria-labelledby={headingId} data-post-sales style={{ display: 'grid', gap: token.marginXS }}>
      <h3 id={headingId} style={{ margin: 0, fontSize: token.fontSizeLG }}>
        {texts.heading}
      </h3>
      {query.isLoading ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : query.isError || !sales ? (
        <Text type="secondary">
          {texts.loadFailed}{' '}
          <Button size="small" type="link" onClick={() => void query.refetch()}>
            {texts.retry}
          </Button>
        </Text>
      ) : sales.orders === 0 ? (
        <Text type="secondary">{texts.none}</Text>
      ) : (
        <>
          <p data-post-sales-summary style={{ margin: 0, fontWeight: 600 }}>
            {texts.summary(sales.orders, formatMoney(sales.revenue, sales.currency))}
          </p>
          <Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {texts.hint}
          </Text>
          <div style={{ overflowX: 'auto' }}>
            <table style={{ borderCollapse: 'collapse', minWidth: '100%' }}>
              <caption style={visuallyHidden}>{texts.tableLabel}</caption>
              <thead>
                <tr>
                  <th scope="col" style={{ ...cell, textAlign: 'left' }}>
                    {texts.account}
                  </th>
                  <th scope="col" style={cell}>
                    {texts.orders}
                  </th>
                  <th scope="col" style={cell}>
                    {texts.revenue}
                  </th>
                </tr>
              </thead>
              <tbody>
                {sales.byAccount.map((row) => (
                  <tr key={`${row.platform}:${row.accountId ?? ''}`} data-sales-account={row.accountId ?? row.platform}>
                    <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 400 }}>
                      <span style={{ display: 'inline-flex', alignItems: 'center', gap: token.marginXS }}>
                        {isPostPlatform(row.platform) && <PlatformMark platform={row.platform} size={14} />}
                        {accountName(row)}
                      </span>
                    </th>
                    <td style={cell}>{row.orders.toLocaleString('en-US')}</td>
                    <td style={cell}>{formatMoney(row.revenue, sales.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {sales.recentOrders.length > 0 && (
            <>
              <h4 style={{ margin: 0 }}>{texts.latest}</h4>
              <ul style={{ margin: 0, paddingLeft: token.paddingLG }}>
                {sales.recentOrders.map((order) => (
                  <li key={`${order.name ?? ''}${order.createdAt}`}>
                    {texts.order(
                      order.name ?? texts.unnamedOrder,
                      formatDateTime(order.createdAt, timeZone),
                      formatMoney(order.total, sales.currency),
                      order.platform ? platformName(order.platform) : null,
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
