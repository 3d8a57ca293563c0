import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOG_SLUGS } from '@bonneroute/shared/blog';
import { projectRoot } from '../config/project-root';
import { ARTICLES_DIR } from './blog.repository';
import { parseFrontMatter } from './front-matter';
import { countWords, renderMarkdown } from './markdown';
import { socialImage } from './social-image';

const publicDir = path.join(projectRoot, 'apps/web/public');

describe('the article files', () => {
  it('are exactly the eight slugs of docs/product', () => {
    const files = readdirSync(ARTICLES_DIR).map((file) => path.basename(file, '.md'));
    expect(files.sort()).toEqual([...BLOG_SLUGS].sort());
  });

  it.each(BLOG_SLUGS)('%s: valid front matter, 600–1,200 words, SVG and PNG images', (slug) => {
    const { data, body } = parseFrontMatter(
      readFileSync(path.join(ARTICLES_DIR, `${slug}.md`), 'utf8'),
    );
    expect(data.image).toBe(`/images/blog/${slug}.svg`);
    const words = countWords(body);
    expect(words).toBeGreaterThanOrEqual(600);
    expect(words).toBeLessThanOrEqual(1200);
    expect(existsSync(path.join(publicDir, data.image))).toBe(true);
    expect(existsSync(path.join(publicDir, socialImage(data.image)))).toBe(true);
  });
});

describe('front matter', () => {
  it('rejects a file without front matter or with a wrong category', () => {
    expect(() => parseFrontMatter('# Titre')).toThrow(/front matter/);
    const wrong = [
      '---',
      'title: Un titre assez long',
      'category: people',
      'date: 2024-01-01',
      `summary: ${'x'.repeat(60)}`,
      'image: /images/blog/x.svg',
      '---',
      'Corps',
    ].join('\n');
    expect(() => parseFrontMatter(wrong)).toThrow();
  });
});

describe('renderMarkdown', () => {
  it('keeps the article structure and internal links', () => {
    const html = renderMarkdown(
      '## Titre\n\nUn [lien](/trouver-covoiturage) et **gras**.\n\n- a\n- b',
    );
    expect(html).toBe(
      '<h2>Titre</h2>\n<p>Un <a href="/trouver-covoiturage">lien</a> et <strong>gras</strong>.</p>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n',
    );
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const html = renderMarkdown(
      'Texte <script>alert(1)</script> <img src=x onerror="alert(2)"> [clic](javascript:alert(3))',
    );
    expect(html).not.toMatch(/script|onerror|javascript:|<img/i);
    expect(html).toContain('Texte');
  });

  it('opens external links in a new tab without an opener', () => {
    expect(renderMarkdown('[site](https://exemple.fr)')).toContain(
      '<a href="https://exemple.fr" rel="noopener noreferrer" target="_blank">site</a>',
    );
  });
});
