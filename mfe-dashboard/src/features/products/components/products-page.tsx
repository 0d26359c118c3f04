import { Button, Skeleton, theme } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Field } from '@scp/shared/client/field';
import { PageContainer } from '@scp/shared/client/page-container';
import { TextInput } from '@scp/shared/client/text-input';
import { dashboardTexts } from '@scp/shared/contracts/dashboard/dashboard-texts';
import { productRanges, productsLimits, type ProductRange } from '@scp/shared/contracts/dashboard/products-api';
import { settingsPaths } from '@scp/shared/contracts/settings/settings-paths';
import { LoadError } from '../../analytics-data/components/data-state';
import { useSelectStyle } from '../../common/components/labelled-select';
import { useListProductsQuery } from '../api/products-api';
import { firstOrderOf, useProductsView } from '../hooks/use-products-view';
import { ProductsTable } from './products-table';
import { ThresholdSetting } from './threshold-setting';

const texts = dashboardTexts.products;
/** How long the search waits after a keystroke before it asks. */
const SEARCH_PAUSE_MS = 300;

/**
 * Products (/products): the shop's synced catalogue with price, stock (marked under the owner's
 * threshold), units and revenue over 7, 30 or 90 days and their daily line; searched, sorted and
 * paged by the service; 'Create post' opens the studio's editor with the product in the post.
 */
export function ProductsPage() {
  const { token } = theme.useToken();
  const { view, query, change } = useProductsView();
  const answer = useListProductsQuery(query);
  const [search, setSearch] = useState(view.q);
  useEffect(() => {
    const words = search.trim();
    if (words === view.q.trim()) return;
    const timer = setTimeout(() => change({ q: words }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
    // Only a new search is waited for; the view's own changes do not restart the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const data = answer.data;
  const total = data?.total ?? 0;
  const first = total === 0 ? 0 : (view.page - 1) * productsLimits.pageSize + 1;
  const last = Math.min(total, view.page * productsLimits.pageSize);
  const note = (text: string) => <p style={{ margin: 0, color: token.colorTextDescription }}>{text}</p>;

  let body;
  if (answer.isLoading) {
    body = (
      <div aria-busy="true">
        {note(texts.loading)}
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  } else if (answer.isError || !data) {
    body = <LoadError message={texts.failed} onRetry={() => void answer.refetch()} />;
  } else if (!data.connected) {
    body = (
      <section
        data-products-empty="no-shop"
        style={{
          padding: token.padding,
          borderRadius: token.borderRadiusLG,
          border: `1px dashed ${token.colorBorder}`,
        }}
      >
        <p style={{ margin: '0 0 8px' }}>{texts.noShop}</p>
        <Link to={settingsPaths.tab('integrations')}>{texts.connectShopify}</Link>
      </section>
    );
  } else if (data.products.length === 0) {
    body = note(view.q ? texts.noMatch(view.q) : texts.empty);
  } else {
    body = (
      <>
        <ProductsTable
          products={data.products}
          days={view.range}
          sort={view.sort}
          order={view.order}
          onSort={(sort) =>
            change({
              sort,
              order: sort === view.sort ? (view.order === 'asc' ? 'desc' : 'asc') : firstOrderOf(sort),
            })
          }
        />
        <nav
          aria-label={texts.pagesLabel}
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'flex-end',
            gap: token.marginSM,
            marginTop: 12,
          }}
        >
          <span>{texts.showing(String(first), String(last), String(total))}</span>
          <Button disabled={view.page <= 1} onClick={() => change({ page: view.page - 1 })}>
            {texts.previous}
          </Button>
          <Button disabled={last >= total} onClick={() => change({ page: view.page + 1 })}>
            {texts.next}
          </Button>
        </nav>
      </>
    );
  }

  const select = useSelectStyle();
  return (
    <PageContainer title={texts.title}>
      <p style={{ margin: '0 0 16px', color: token.colorTextDescription }}>{texts.subtitle}</p>
      <div
        role="search"
        style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: token.marginLG, marginBottom: 8 }}
      >
        <div style={{ flex: '1 1 240px', maxWidth: 420 }}>
          <Field label={texts.searchLabel} hint={texts.searchHint}>
            {(id, describedBy) => (
              <TextInput
                id={id}
                type="search"
                aria-describedby={describedBy}
                value={search}
                maxLength={productsLimits.query}
                onChange={(event) => setSearch(event.target.value)}
              />
            )}
          </Field>
        </div>
        <Field label={texts.rangeLabel}>
          {(id) => (
            <select
              id={id}
              value={view.range}
              onChange={(event) => change({ range: event.target.value as ProductRange })}
              style={select}
            >
              {productRanges.map((range) => (
                <option key={range} value={range}>
                  {texts.ranges[range]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {data?.connected && <ThresholdSetting threshold={data.threshold} />}
      </div>
      <div aria-live="polite">{body}</div>
    </PageContainer>
  );
}
