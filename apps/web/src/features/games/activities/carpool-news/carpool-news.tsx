import { NEWS_ITEMS } from './news-items';
import cards from '../../components/cards.module.css';
import styles from './carpool-news.module.css';

/** Actu: the news cards. */
export function CarpoolNews() {
  return (
    <ul className={cards.cards}>
      {NEWS_ITEMS.map((item) => (
        <li key={item.title} className={cards.card}>
          <span className={styles.tag} data-tag={item.tag}>
            {item.tag}
          </span>
          <h2>{item.title}</h2>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
