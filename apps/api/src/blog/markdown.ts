import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * Markdown → HTML that is safe to inject in the page: whatever the Markdown contains (raw HTML,
 * `javascript:` links, event handlers), only this allowlist survives. External links open in a
 * new tab without giving it access to ours.
 */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'blockquote',
    'a',
    'code',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], h2: ['id'], h3: ['id'] },
  allowedSchemes: ['https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attributes) => {
      const href = attributes.href ?? '';
      const external = /^https?:\/\//.test(href);
      return {
        tagName,
        attribs: external
          ? { ...attributes, rel: 'noopener noreferrer', target: '_blank' }
          : attributes,
      };
    },
  },
};

export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}

export function countWords(markdown: string): number {
  return markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
