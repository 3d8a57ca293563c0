import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BlogArticle } from '@bonneroute/shared/blog';
import { projectRoot } from '../config/project-root';
import { parseFrontMatter } from './front-matter';
import { countWords, renderMarkdown } from './markdown';

/** The articles are content files shipped with the code, not database rows. */
export const ARTICLES_DIR = path.join(projectRoot, 'apps', 'api', 'src', 'blog', 'articles');
const WORDS_PER_MINUTE = 200;

function loadArticle(file: string): BlogArticle {
  const slug = path.basename(file, '.md');
  try {
    const { data, body } = parseFrontMatter(readFileSync(path.join(ARTICLES_DIR, file), 'utf8'));
    return {
      slug,
      titre: data.title,
      categorie: data.category,
      date_publication: data.date,
      resume: data.summary,
      image: data.image,
      temps_lecture: Math.max(1, Math.ceil(countWords(body) / WORDS_PER_MINUTE)),
      html: renderMarkdown(body),
    };
  } catch (error) {
    throw new Error(`Article de blog ${file} invalide : ${(error as Error).message}`, {
      cause: error,
    });
  }
}

let cache: BlogArticle[] | undefined;

/** Every article, newest first; read and rendered once per process. */
export function findAllArticles(): BlogArticle[] {
  cache ??= readdirSync(ARTICLES_DIR)
    .filter((file) => file.endsWith('.md'))
    .map(loadArticle)
    .sort(
      (a, b) =>
        b.date_publication.localeCompare(a.date_publication) || a.slug.localeCompare(b.slug),
    );
  return cache;
}

export function findArticle(slug: string): BlogArticle | undefined {
  return findAllArticles().find((article) => article.slug === slug);
}
