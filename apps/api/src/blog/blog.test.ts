import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_SLUGS } from '@bonneroute/shared/blog';
import { createTestContext, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/blog/articles', () => {
  it('lists the eight articles, newest first, without their body', async () => {
    const response = await ctx.client().get('/api/blog/articles');
    expect(response.status).toBe(200);
    const slugs = response.body.data.map((article: { slug: string }) => article.slug);
    expect([...slugs].sort()).toEqual([...BLOG_SLUGS].sort());
    const dates = response.body.data.map((a: { date_publication: string }) => a.date_publication);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(response.body.data[0]).not.toHaveProperty('html');
    expect(response.body.meta).toMatchObject({ current_page: 1, last_page: 1, total: 8 });
  });

  it('filters by one or several categories', async () => {
    const one = await ctx.client().get('/api/blog/articles', {
      query: { 'filter[categorie]': 'economies' },
    });
    expect(one.body.data.length).toBeGreaterThan(0);
    expect(one.body.data.every((a: { categorie: string }) => a.categorie === 'economies')).toBe(
      true,
    );
    const two = await ctx.client().get('/api/blog/articles', {
      query: { 'filter[categorie]': 'economies,tendances' },
    });
    expect(two.body.meta.total).toBeGreaterThan(one.body.meta.total);
  });

  it('pages with at most 12 articles a page', async () => {
    const page = await ctx.client().get('/api/blog/articles', {
      query: { per_page: '3', page: '3' },
    });
    expect(page.body.data).toHaveLength(2);
    expect(page.body.meta).toMatchObject({ current_page: 3, last_page: 3, total: 8 });
    const tooMany = await ctx.client().get('/api/blog/articles', { query: { per_page: '50' } });
    expect(tooMany.status).toBe(422);
  });

  it('answers an unknown category with a French 422', async () => {
    const response = await ctx.client().get('/api/blog/articles', {
      query: { 'filter[categorie]': 'people' },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors[0].detail).toMatch(/catégorie inconnue/);
  });
});

describe('GET /api/blog/articles/{slug}', () => {
  it('returns the article with its body as sanitised HTML', async () => {
    const response = await ctx.client().get('/api/blog/articles/comment-fonctionne-bonneroute');
    expect(response.status).toBe(200);
    const article = response.body.data;
    expect(article.titre).toMatch(/Comment fonctionne BonneRoute/);
    expect(article.categorie).toBe('pratico-pratique');
    expect(article.image).toBe('/images/blog/comment-fonctionne-bonneroute.svg');
    expect(article.temps_lecture).toBeGreaterThanOrEqual(3);
    expect(article.html).toContain('<h2>');
    expect(article.html).toContain('2 € par place');
    expect(article.html).toContain('href="/trouver-covoiturage"');
  });

  it('answers an unknown article with 404 and a French detail', async () => {
    const response = await ctx.client().get('/api/blog/articles/article-inexistant');
    expect(response.status).toBe(404);
    expect(response.body.errors[0].detail).toBe('Cet article n’existe pas ou n’existe plus.');
    const invalid = await ctx.client().get('/api/blog/articles/..%2Fsecret');
    expect(invalid.status).toBe(422);
  });
});

describe('blog pages: SEO in the server HTML', () => {
  it('writes the article title, description, canonical, OG article and BlogPosting', async () => {
    const slug = 'stop-au-harcelement-en-covoiturage';
    const response = await ctx.client().get(`/blog-covoiturage/${slug}`);
    expect(response.status).toBe(200);
    const html = response.text;
    expect(html).toContain('<title>Stop au harcèlement en covoiturage | BonneRoute</title>');
    expect(html).toMatch(/<meta name="description" content="Remarques déplacées, insistance/);
    expect(html).toContain(
      `<link rel="canonical" href="http://localhost:3000/blog-covoiturage/${slug}">`,
    );
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain(
      `<meta property="og:image" content="http://localhost:3000/images/blog/${slug}.png">`,
    );
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!,
    );
    expect(jsonLd).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Stop au harcèlement en covoiturage',
      datePublished: '2024-05-13',
      mainEntityOfPage: `http://localhost:3000/blog-covoiturage/${slug}`,
      publisher: { name: 'BonneRoute' },
    });
  });

  it('answers an unknown article page with 404 and noindex', async () => {
    const response = await ctx.client().get('/blog-covoiturage/nexiste-pas');
    expect(response.status).toBe(404);
    expect(response.text).toContain('<title>Article introuvable | BonneRoute</title>');
    expect(response.text).toContain('noindex');
  });

  it('describes the blog list as a Blog with its posts', async () => {
    const response = await ctx.client().get('/blog-covoiturage');
    expect(response.status).toBe(200);
    expect(response.text).toContain('<title>Blog covoiturage | BonneRoute</title>');
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/.exec(response.text)![1]!,
    );
    expect(jsonLd['@type']).toBe('Blog');
    expect(jsonLd.blogPost).toHaveLength(8);
  });
});
