import type { ReactNode } from 'react';
import { usePageHead } from '@/lib/use-page-head';
import styles from './legal-document.module.css';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A legal page: title, table of contents and numbered sections with anchors. */
export function LegalDocument({
  title,
  intro,
  updatedOn,
  sections,
}: {
  title: string;
  intro?: ReactNode;
  updatedOn: string;
  sections: LegalSection[];
}) {
  usePageHead(title);
  return (
    <div className="container page">
      <h1>{title}</h1>
      <p className={styles.updated}>Dernière mise à jour : {updatedOn}</p>
      {intro}
      <div className={styles.layout}>
        <nav className={styles.toc} aria-label="Sommaire">
          <h2>Sommaire</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={styles.article}>
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titre`}>
              <h2 id={`${section.id}-titre`}>
                {index + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
