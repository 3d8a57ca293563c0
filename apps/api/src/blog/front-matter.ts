import { z } from 'zod';
import { BLOG_CATEGORIES } from '@bonneroute/shared/blog';

/** What every article file declares between its two `---` lines. */
export const frontMatterSchema = z.object({
  title: z.string().min(10).max(110),
  category: z.enum(BLOG_CATEGORIES),
  date: z.iso.date(),
  summary: z.string().min(50).max(200),
  image: z.string().regex(/^\/images\/blog\/[a-z0-9-]+\.svg$/),
});
export type FrontMatter = z.infer<typeof frontMatterSchema>;

/**
 * Splits a Markdown file into its front matter (flat `key: value` lines, values optionally
 * quoted) and its body. Our articles need nothing richer than that, so no YAML parser.
 */
export function parseFrontMatter(source: string): { data: FrontMatter; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error('front matter manquant (--- … ---)');
  const fields: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const separator = line.indexOf(':');
    if (separator < 1) throw new Error(`ligne de front matter illisible : ${line}`);
    const value = line.slice(separator + 1).trim();
    fields[line.slice(0, separator).trim()] = value.replace(/^(["'])(.*)\1$/, '$2');
  }
  return { data: frontMatterSchema.parse(fields), body: match[2]! };
}
