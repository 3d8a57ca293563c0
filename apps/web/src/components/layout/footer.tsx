import { useEffect } from 'react';
import { Link } from 'react-router';
import { ArrowUp } from 'lucide-react';
import { FOOTER_BLOG_LINKS } from '@bonneroute/shared/blog';
import { HARDCODED_BORNES } from '@bonneroute/shared/bornes';
import { NEIGHBOUR_COUNTRIES, REGIONS, slugify } from '@bonneroute/shared/geo';
import { buildPath } from '@bonneroute/shared/routes';
import { CONTACT_HASH, openContactDialog } from '@/lib/contact-dialog';
import { takeHash, useHydrated } from '@/lib/use-hydrated';
import { FacebookIcon, InstagramIcon, LinkedinIcon, YoutubeIcon } from './social-icons';
import styles from './footer.module.css';

const SOCIAL_LINKS = [
  {
    label: 'BonneRoute sur Facebook',
    href: 'https://www.facebook.com/bonneroute.fr',
    Icon: FacebookIcon,
  },
  {
    label: 'BonneRoute sur Instagram',
    href: 'https://www.instagram.com/bonneroute.fr',
    Icon: InstagramIcon,
  },
  {
    label: 'BonneRoute sur LinkedIn',
    href: 'https://www.linkedin.com/company/bonneroute',
    Icon: LinkedinIcon,
  },
  {
    label: 'BonneRoute sur YouTube',
    href: 'https://www.youtube.com/@bonneroute',
    Icon: YoutubeIcon,
  },
];

/** Regions in four columns of (at most) five, as docs/product/seo-pages.md lays the footer out. */
function regionColumns() {
  const columns: (typeof REGIONS)[number][][] = [[], [], [], []];
  REGIONS.forEach((region, index) => columns[Math.floor(index / 5)]?.push(region));
  return columns;
}

/**
 * « Nous contacter » needs the page's code. Before hydration it is a link whose click,
 * kept in the address, opens the contact dialog as soon as the page is live (as « Aide »); the
 * dialog's own chunk keeps the request until it listens (lib/contact-dialog).
 */
function ContactButton() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated && takeHash(CONTACT_HASH)) openContactDialog();
  }, [hydrated]);
  if (!hydrated) return <a href={CONTACT_HASH}>Nous contacter</a>;
  return (
    <button type="button" className={styles.linkButton} onClick={openContactDialog}>
      Nous contacter
    </button>
  );
}

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className={styles.columns}>
          <section>
            <h2 id="footer-trajets">Trajets populaires</h2>
            <ul>
              {HARDCODED_BORNES.map(({ depart, arrivee }) => (
                <li key={`${depart.code}-${arrivee.code}`}>
                  <Link
                    to={buildPath('villes', {
                      nom_ville_depart: slugify(depart.nom),
                      nom_ville_arrivee: slugify(arrivee.nom),
                    })}
                  >
                    Covoiturage {depart.nom} – {arrivee.nom}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h2 id="footer-blog">Le blog</h2>
            <ul>
              {FOOTER_BLOG_LINKS.map((article) => (
                <li key={article.slug}>
                  <Link to={buildPath('blogArticle', { nom_article: article.slug })}>
                    {article.title}
                  </Link>
                </li>
              ))}
              <li>
                <Link to={buildPath('blog')}>Tous les articles</Link>
              </li>
            </ul>
          </section>
          <section>
            <h2 id="footer-bonneroute">BonneRoute</h2>
            <ul>
              <li>
                <Link to={buildPath('nousConnaitre')}>Nous connaître</Link>
              </li>
              <li>
                <ContactButton />
              </li>
              <li>
                <Link to={buildPath('conditionsGenerales')}>Conditions générales</Link>
              </li>
              <li>
                <Link to={buildPath('mentionsLegales')}>Mentions légales</Link>
              </li>
              <li>
                <Link to={buildPath('confidentialite')}>Confidentialité</Link>
              </li>
              <li>
                <Link to={buildPath('gaming')}>Activités en voiture</Link>
              </li>
              <li>
                <Link to={buildPath('sudoku')}>Sudoku</Link>
              </li>
            </ul>
          </section>
          <section>
            <h2 id="footer-partenaire">Partenaire</h2>
            <ul>
              <li>
                <a href="https://www.getaround.com/fr" rel="noopener sponsored" target="_blank">
                  Louer un véhicule avec Getaround
                </a>
              </li>
            </ul>
          </section>
        </div>
        <section className={styles.regions}>
          <h2 id="footer-regions">Covoiturage par région</h2>
          <div className={styles.regionColumns}>
            {regionColumns().map((column, index) => (
              <ul key={index}>
                {column.map((region) => (
                  <li key={region.code}>
                    <Link to={buildPath('region', { nom_region: region.slug })}>{region.nom}</Link>
                  </li>
                ))}
              </ul>
            ))}
          </div>
          <h2 id="footer-pays" className={styles.countriesTitle}>
            Covoiturage hors de France
          </h2>
          <ul className={styles.countries}>
            {NEIGHBOUR_COUNTRIES.map((country) => (
              <li key={country.code}>
                <Link to={buildPath('pays', { nom_pays: country.slug })}>{country.nom}</Link>
              </li>
            ))}
          </ul>
        </section>
        <div className={styles.bottom}>
          <p>© {new Date().getFullYear()} BonneRoute — le covoiturage au prix juste.</p>
          <div className={styles.social}>
            {SOCIAL_LINKS.map(({ label, href, Icon }) => (
              <a key={href} href={href} aria-label={label} rel="noopener" target="_blank">
                <Icon size={18} />
              </a>
            ))}
          </div>
          <button type="button" className={styles.top} onClick={() => window.scrollTo({ top: 0 })}>
            <ArrowUp aria-hidden="true" size={16} /> Haut de page
          </button>
        </div>
      </div>
    </footer>
  );
}
