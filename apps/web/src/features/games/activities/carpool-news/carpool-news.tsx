import { NEWS_ITEMS } from './news-items';
import styles from './carpool-news.module.css';

/** Actu: the news cards. */
export function CarpoolNews() {
  return (
    <ul className={styles.list}>
      {NEWS_ITEMS.map((item) => (
        <li key={item.title} className={styles.card}>
          <p className={styles.tag} data-tag={item.tag}>
            {item.tag}
          </p>
          <h2 className={styles.title}>{item.title}</h2>
          <p className={styles.text}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
