import type { PostMedia } from '@scp/shared/contracts/studio/studio-api';
import { postLimits } from '@scp/shared/contracts/studio/studio-constants';
import { studioPaths } from '@scp/shared/contracts/studio/studio-paths';
import { studioTexts } from '@scp/shared/contracts/studio/studio-texts';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useImportStudioProductImageMutation, useListStudioProductsQuery } from '../../common/api/products-api';
import { postMediaOf } from '../lib/post-media';
import { insertedWords, type Inserted, withProductLine } from '../components/product-picker';

const texts = studioTexts.assist;

/**
 * A new post opened with `?product=<handle>` (the products page's 'Create post'): once the owner's
 * product of that handle is found, it goes into the post as 'Add product' puts it there (its line in
 * the text, its image into the media). Once per editor; answers what the status line says.
 */
export function useProductFromAddress(
  enabled: boolean,
  insert: {
    onText: (change: (text: string) => string) => void;
    onAddMedia: (media: PostMedia) => void;
    mediaCount: number;
  },
): { words: string; failed: boolean } | null {
  const { search } = useLocation();
  const handle = enabled ? (new URLSearchParams(search).get(studioPaths.productParam)?.trim() ?? '') : '';
  const products = useListStudioProductsQuery({ handle }, { skip: !handle });
  const [importImage] = useImportStudioProductImageMutation();
  const [inserted, setInserted] = useState<Inserted | null>(null);
  const [missing, setMissing] = useState<string | null>(null);
  const done = useRef(false);

  useEffect(() => {
    if (done.current || !handle) return;
    if (products.isError) {
      done.current = true;
      setMissing(texts.productsFailed);
      return;
    }
    if (!products.data) return;
    done.current = true;
    const product = products.data.products[0];
    if (!product) {
      setMissing(texts.noMatch);
      return;
    }
    insert.onText((text) => withProductLine(text, product));
    if (!product.imageUrl || !product.handle) {
      setInserted({ title: product.title, image: 'none' });
      return;
    }
    if (insert.mediaCount >= postLimits.mediaMax) {
      setInserted({ title: product.title, image: 'full' });
      return;
    }
    setInserted({ title: product.title, image: 'adding' });
    void importImage({ shopDomain: product.shopDomain, handle: product.handle }).then((result) => {
      if ('error' in result) {
        setInserted({ title: product.title, image: 'failed' });
        return;
      }
      insert.onAddMedia(postMediaOf(result.data.media));
      setInserted({ title: product.title, image: 'added' });
    });
    // Runs when the product's answer arrives; the callbacks change every render and are not a reason to insert again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handle, products.data, products.isError]);

  if (missing) return { words: missing, failed: true };
  return inserted ? { words: insertedWords(inserted), failed: inserted.image === 'failed' } : null;
}
