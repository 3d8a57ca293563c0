import type { HeadTags } from '@bonneroute/shared/head';

/** Tags the head builder owns: removed when the new page has none of its own. */
const MANAGED_META =
  'meta[name="description"], meta[name="robots"], meta[property^="og:"], meta[name^="twitter:"]';
let lastApplied = '';

/**
 * Writes a page's tags into document.head: the same tags the server wrote into the
 * first page's HTML, so an in-app navigation leaves no title, canonical, description, Open Graph
 * or JSON-LD of the previous page behind.
 */
export function applyHead(tags: HeadTags): void {
  const key = JSON.stringify(tags);
  if (key === lastApplied && document.title === tags.title) return;
  lastApplied = key;
  const head = document.head;
  document.title = tags.title;

  const wanted = new Set(tags.meta.map((m) => `${m.key}:${m.name}`));
  for (const element of head.querySelectorAll<HTMLMetaElement>(MANAGED_META)) {
    const name = element.getAttribute('name') ?? element.getAttribute('property') ?? '';
    const attribute = element.hasAttribute('name') ? 'name' : 'property';
    if (!wanted.has(`${attribute}:${name}`)) element.remove();
  }
  for (const meta of tags.meta) {
    let element = head.querySelector<HTMLMetaElement>(`meta[${meta.key}="${meta.name}"]`);
    if (!element) {
      element = document.createElement('meta');
      element.setAttribute(meta.key, meta.name);
      head.append(element);
    }
    if (element.content !== meta.content) element.content = meta.content;
  }

  let canonical = head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!tags.canonical) canonical?.remove();
  else {
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      head.append(canonical);
    }
    if (canonical.href !== tags.canonical) canonical.href = tags.canonical;
  }

  const scripts = [...head.querySelectorAll('script[type="application/ld+json"]')];
  if (scripts.map((s) => s.textContent).join('\n') !== tags.jsonLd.join('\n')) {
    scripts.forEach((script) => script.remove());
    for (const json of tags.jsonLd) {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      script.textContent = json;
      head.append(script);
    }
  }
}
