import type { DOMPurify } from 'dompurify';

let purifier: Promise<DOMPurify> | undefined;

/** A reference that stays inside the document (`#id`, `url(#id)`); anything else may leave it. */
const LOCAL_REFERENCE = /^\s*#/;
const EXTERNAL_URL = /url\(\s*(?!['"]?#)/i;

/**
 * One window for the process, made on the first SVG: jsdom is slow to start and DOMPurify keeps no
 * per-call state. Loaded then too: jsdom alone takes about 0.4 s to load, which every start of the
 * service (and every test file that builds its app) paid for a logo that may never come.
 */
function purify(): Promise<DOMPurify> {
  purifier ??= Promise.all([import('dompurify'), import('jsdom')]).then(([{ default: createDOMPurify }, { JSDOM }]) => {
    const instance = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
    instance.addHook('uponSanitizeAttribute', (_node, data) => {
      const name = data.attrName.toLowerCase();
      if ((name === 'href' || name === 'xlink:href') && !LOCAL_REFERENCE.test(data.attrValue)) data.keepAttr = false;
      if (EXTERNAL_URL.test(data.attrValue)) data.keepAttr = false;
    });
    return instance;
  });
  return purifier;
}

/**
 * An uploaded SVG logo made safe to serve (docs/architecture.md, Media; issue 10): SVG elements and attributes
 * only (DOMPurify's SVG profile, so no script, no event handler, no foreignObject), no <style> or
 * <image>, and no reference that leaves the document. Null when nothing drawable is left (no shape, text or use).
 */
export async function sanitizeSvg(text: string): Promise<string | null> {
  const clean = (await purify()).sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['style', 'image', 'a', 'foreignObject', 'script'],
    FORBID_ATTR: ['style'],
  });
  const drawable = /<(path|rect|circle|ellipse|line|polyline|polygon|text|use)[\s>/]/i.test(clean);
  return drawable && /^\s*<svg[\s>]/i.test(clean) ? clean : null;
}
