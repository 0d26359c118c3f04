import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

let purifier: DOMPurify | undefined;

/** A reference that stays inside the document (`#id`, `url(#id)`); anything else may leave it. */
const LOCAL_REFERENCE = /^\s*#/;
const EXTERNAL_URL = /url\(\s*(?!['"]?#)/i;

function purify(): DOMPurify {
  if (purifier) return purifier;
  // One window for the process: jsdom is slow to start and DOMPurify keeps no per-call state.
  const instance = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if ((name === 'href' || name === 'xlink:href') && !LOCAL_REFERENCE.test(data.attrValue)) data.keepAttr = false;
    if (EXTERNAL_URL.test(data.attrValue)) data.keepAttr = false;
  });
  purifier = instance;
  return instance;
}

/**
 * An uploaded SVG logo made safe to serve (docs/architecture.md, Media; issue 10): SVG elements and attributes
 * only (DOMPurify's SVG profile, so no script, no event handler, no foreignObject), no <style> or
 * <image>, and no reference that leaves the document. Null when nothing drawable is left (no shape, text or use).
 */
export function sanitizeSvg(text: string): string | null {
  const clean = purify().sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['style', 'image', 'a', 'foreignObject', 'script'],
    FORBID_ATTR: ['style'],
  });
  const drawable = /<(path|rect|circle|ellipse|line|polyline|polygon|text|use)[\s>/]/i.test(clean);
  return drawable && /^\s*<svg[\s>]/i.test(clean) ? clean : null;
}
