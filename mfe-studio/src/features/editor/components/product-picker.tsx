import { Button, theme } from 'antd';
import { Field } from '@scp/shared/client/field';
import { TextInput } from '@scp/shared/client/text-input';
import { Text } from '@scp/shared/client/typography';
import type { PostMedia, StudioProduct } from '@scp/shared/contracts/studio/studio-api';
import { postLimits } from '@scp/shared/contracts/studio/studio-constants';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { useEffect, useId, useState } from 'react';
import { useImportStudioProductImageMutation, useListStudioProductsQuery } from '../../common/api/products-api';
import { postMediaOf } from '../lib/post-media';

const texts = studioTexts.assist;
/** How long the search waits after a keystroke before it asks. */
const SEARCH_PAUSE_MS = 250;

/** The line a product adds to the text: its name, its price and its page (tagged per platform when published). */
export function productLineOf(product: StudioProduct): string {
  const price = product.price ? `${product.price}${product.currency ? ` ${product.currency}` : ''}` : null;
  return texts.productLine(product.title, price, product.url);
}

/** The text with the product's line after it, on a paragraph of its own. */
export function withProductLine(text: string, product: StudioProduct): string {
  const line = productLineOf(product);
  return text.trim() === '' ? line : `${text.trimEnd()}\n\n${line}`;
}

/** What the last Insert did, as the status line says it. */
export type Inserted = { title: string; image: 'none' | 'adding' | 'added' | 'failed' | 'full' };

export function insertedWords({ title, image }: Inserted): string {
  if (image === 'added') return `${texts.productInsertedWithImage(title)} ${texts.linkTagged}`;
  if (image === 'adding') return `${texts.productInserted(title)} ${texts.addingProductImage}`;
  if (image === 'failed') return `${texts.productInserted(title)} ${texts.productImageFailed}`;
  if (image === 'full') return `${texts.productInserted(title)} ${studioTexts.media.field.full(postLimits.mediaMax)}`;
  return `${texts.productInserted(title)} ${texts.linkTagged}`;
}

export interface ProductPickerProps {
  text: string;
  onText: (text: string) => void;
  /** How many images and videos the post has: a product's image is added only while there is room. */
  mediaCount: number;
  /** Adds one item to the post's media (after those it has when it arrives). */
  onAddMedia: (media: PostMedia) => void;
}

/**
 * 'Add product': a searchable list of the owner's synced Shopify products; Insert adds the product's
 * name, price and page to the main text and, when the product has an image, that image to the post's
 * media (imported into the owner's library, its alt text the product's title).
 */
export function ProductPicker({ text, onText, mediaCount, onAddMedia }: ProductPickerProps) {
  const { token } = theme.useToken();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [inserted, setInserted] = useState<Inserted | null>(null);
  const [importImage] = useImportStudioProductImageMutation();
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const products = useListStudioProductsQuery(query ? { q: query } : {}, { skip: !open });
  const list = products.data?.products ?? [];

  const insert = async (product: StudioProduct) => {
    onText(withProductLine(text, product));
    setOpen(false);
    const { title, handle, shopDomain } = product;
    if (!product.imageUrl || !handle) {
      setInserted({ title, image: 'none' });
      return;
    }
    if (mediaCount >= postLimits.mediaMax) {
      setInserted({ title, image: 'full' });
      return;
    }
    setInserted({ title, image: 'adding' });
    const result = await importImage({ shopDomain, handle });
    if ('error' in result) {
      setInserted({ title, image: 'failed' });
      return;
    }
    const { media } = result.data;
    onAddMedia(postMediaOf(media));
    setInserted({ title, image: 'added' });
  };

  return (
    <div style={{ marginBottom: 12 }}>
      <Button
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setInserted(null);
          setOpen((value) => !value);
        }}
      >
        {texts.addProduct}
      </Button>
      <div role="status" style={{ marginTop: inserted ? 6 : 0 }}>
        {inserted && <Text type={inserted.image === 'failed' ? 'danger' : 'secondary'}>{insertedWords(inserted)}</Text>}
      </div>
      <div id={panelId} hidden={!open}>
        {open && (
          <div
            style={{
              marginTop: 8,
              padding: 12,
              borderRadius: token.borderRadius,
              border: `1px solid ${token.colorBorderSecondary}`,
            }}
          >
            <Field label={texts.productSearch}>
              {(id, describedBy) => (
                <TextInput
                  id={id}
                  type="search"
                  aria-describedby={describedBy}
                  value={search}
                  maxLength={100}
                  onChange={(event) => setSearch(event.target.value)}
                />
              )}
            </Field>
            <div aria-live="polite">
              {products.isFetching && list.length === 0 ? (
                <Text type="secondary">{texts.productsLoading}</Text>
              ) : products.isError ? (
                <Text type="danger">{texts.productsFailed}</Text>
              ) : list.length === 0 ? (
                <Text type="secondary">{query ? texts.noMatch : texts.noProducts}</Text>
              ) : (
                <ul aria-label={texts.addProduct} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {list.map((product) => (
                    <li
                      key={`${product.shopDomain}/${product.productId}`}
                      style={{
                        display: 'flex',
                        alignItems: 'center',
                        gap: 12,
                        padding: '6px 0',
                        borderTop: `1px solid ${token.colorBorderSecondary}`,
                      }}
                    >
                      <div style={{ flex: 1, minWidth: 0 }}>
                        <Text strong>{product.title}</Text>
                        {product.price && (
                          <Text type="secondary">
                            {' '}
                            {product.price} {product.currency ?? ''}
                          </Text>
                        )}
                        {!product.url && (
                          <Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                            {texts.unpublished}
                          </Text>
                        )}
                      </div>
                      <Button
                        size="small"
                        aria-label={`${texts.insert} ${product.title}`}
                        onClick={() => void insert(product)}
                      >
                        {texts.insert}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
