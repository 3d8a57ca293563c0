import styles from './article-body.module.css';

/**
 * The article's body. The HTML comes from our API, rendered from our own Markdown files and
 * sanitised there against an allowlist (apps/api/src/blog/markdown.ts).
 */
export function ArticleBody({ html }: { html: string }) {
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />;
}
