import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { buildPath } from '@bonneroute/shared/routes';
import { useCurrentUser, logout } from '@/lib/auth';
import { useUnreadNotificationCount } from '@/lib/notifications';
import { takeHash, useHydrated } from '@/lib/use-hydrated';
import { Avatar } from '../ui/avatar';
import { Logo } from './logo';
import styles from './header.module.css';
import { capitalise } from '@bonneroute/shared/auth';
import { plural } from '@bonneroute/shared/french';

/**
 * docs/product/seo-pages.md "Global shell": Trouver, Proposer un trajet, S'inscrire, Connexion (the last
 * two for visitors only; Sudoku lives in the footer and the activities page); a logged-in menu with avatar, name, notification bubble, Tableau
 * de bord, Déconnexion; the mobile menu adds the profile and trips shortcuts.
 */
export function Header({ actions }: { actions?: ReactNode }) {
  const { user } = useCurrentUser();
  const unread = useUnreadNotificationCount(user?.id ?? null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();

  useEffect(() => setMobileOpen(false), [location.pathname, location.search]);
  // Before hydration the burger is a link to the menu (shown by `:target`); a menu
  // opened that way stays open once the page is live.
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated && takeHash(`#${MOBILE_MENU_ID}`)) setMobileOpen(true);
  }, [hydrated]);
  const header = useRef<HTMLElement>(null);
  const burger = useRef<HTMLButtonElement>(null);
  useHeaderOffset(header);
  // Escape closes the mobile menu and gives focus back to its button.
  useEscape(mobileOpen, () => {
    setMobileOpen(false);
    burger.current?.focus();
  });

  return (
    <header className={styles.header} ref={header}>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.brand} aria-label="BonneRoute, accueil">
          <Logo />
        </Link>
        <nav className={styles.nav} aria-label="Navigation principale">
          <NavLink to={buildPath('trouver')}>Trouver</NavLink>
          <NavLink to={buildPath('proposer')} className={styles.publish}>
            Proposer un trajet
          </NavLink>
          {user ? (
            <UserMenu prenom={capitalise(user.prenom)} avatar={user.avatar} unread={unread} />
          ) : (
            <>
              <NavLink to={buildPath('inscription')}>S’inscrire</NavLink>
              <NavLink to={buildPath('connexion')}>Connexion</NavLink>
            </>
          )}
        </nav>
        <div className={styles.end}>
          {actions}
          {hydrated ? (
            <button
              type="button"
              ref={burger}
              className={styles.burger}
              aria-expanded={mobileOpen}
              aria-controls={MOBILE_MENU_ID}
              onClick={() => setMobileOpen((open) => !open)}
            >
              {mobileOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
              <span className="visually-hidden">
                {mobileOpen ? 'Fermer le menu' : 'Ouvrir le menu'}
              </span>
              {!mobileOpen && unread > 0 ? (
                <span className={`${styles.bubble} ${styles.burgerBubble}`}>
                  <span aria-hidden="true">{unread}</span>
                  <span className="visually-hidden">{plural(unread, 'notificationNonLue')}</span>
                </span>
              ) : null}
            </button>
          ) : (
            <a href={`#${MOBILE_MENU_ID}`} className={styles.burger}>
              <Menu aria-hidden="true" />
              <span className="visually-hidden">Ouvrir le menu</span>
            </a>
          )}
        </div>
      </div>
      {mobileOpen || !hydrated ? (
        <nav
          id={MOBILE_MENU_ID}
          className={hydrated ? styles.mobileMenu : `${styles.mobileMenu} ${styles.untilTarget}`}
          aria-label="Menu mobile"
        >
          <ul className="container">
            <li>
              <Link to={buildPath('trouver')}>Trouver</Link>
            </li>
            <li>
              <Link to={buildPath('proposer')}>Proposer un trajet</Link>
            </li>
            {user ? (
              <>
                <li>
                  <Link to={buildPath('homeUtilisateurs')}>
                    Tableau de bord {unread > 0 ? `(${plural(unread, 'notification')})` : ''}
                  </Link>
                </li>
                <li>
                  <Link to={buildPath('infosUtilisateurs')}>Mon profil</Link>
                </li>
                <li>
                  <Link to={buildPath('infosUtilisateurs', {}, { info: 'photo' })}>Mon avatar</Link>
                </li>
                <li>
                  <Link to={buildPath('donneesUtilisateurs')}>Mes données</Link>
                </li>
                <li>
                  <Link to={buildPath('bloquesUtilisateurs')}>Membres bloqués</Link>
                </li>
                <li>
                  <Link to={buildPath('trajetsUtilisateurs', {}, { type: 'conducteur' })}>
                    Mes trajets conducteurs
                  </Link>
                </li>
                <li>
                  <Link to={buildPath('trajetsUtilisateurs', {}, { type: 'passager' })}>
                    Mes trajets passagers
                  </Link>
                </li>
                <li>
                  <Link to={buildPath('argentUtilisateurs', {}, { type: 'paiements' })}>
                    Mes paiements
                  </Link>
                </li>
                <li>
                  <Link to={buildPath('argentUtilisateurs', {}, { type: 'comptes' })}>
                    Mon argent
                  </Link>
                </li>
                <li>
                  <Link to={buildPath('notificationsUtilisateurs')}>Notifications</Link>
                </li>
                <li>
                  <Link to={buildPath('avisUtilisateurs')}>Mes avis</Link>
                </li>
                <li>
                  <Link to={buildPath('alertesUtilisateurs')}>Mes alertes</Link>
                </li>
                <li>
                  <Link to={buildPath('signalementsUtilisateurs')}>Mes signalements</Link>
                </li>
                <li>
                  <Link to={buildPath('prochainTrajet')}>Mon prochain trajet</Link>
                </li>
                <li>
                  <button type="button" onClick={() => void logout()}>
                    Déconnexion
                  </button>
                </li>
              </>
            ) : (
              <>
                <li>
                  <Link to={buildPath('inscription')}>S’inscrire</Link>
                </li>
                <li>
                  <Link to={buildPath('connexion')}>Connexion</Link>
                </li>
              </>
            )}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}

const MOBILE_MENU_ID = 'menu-mobile';

function UserMenu({
  prenom,
  avatar,
  unread,
}: {
  prenom: string;
  avatar: string | null;
  unread: number;
}) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);
  useEscape(open, () => {
    setOpen(false);
    button.current?.focus();
  });
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  return (
    <div className={styles.user} ref={container}>
      <button
        ref={button}
        type="button"
        className={styles.userButton}
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar src={avatar} alt="" className={styles.avatar} />
        <span>{prenom}</span>
        {unread > 0 ? (
          <span className={styles.bubble}>
            <span aria-hidden="true">{unread}</span>
            {/* No aria-label on a span; the bubble's words are hidden text. */}
            <span className="visually-hidden">{plural(unread, 'notificationNonLue')}</span>
          </span>
        ) : null}
      </button>
      {open ? (
        <ul className={styles.dropdown}>
          <li>
            <Link to={buildPath('homeUtilisateurs')}>Tableau de bord</Link>
          </li>
          <li>
            <Link to={buildPath('argentUtilisateurs', {}, { type: 'paiements' })}>
              Mes paiements
            </Link>
          </li>
          <li>
            <Link to={buildPath('notificationsUtilisateurs')}>Notifications</Link>
          </li>
          <li>
            <button type="button" onClick={() => void logout()}>
              Déconnexion
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}

/** Calls `onEscape` on Escape anywhere in the page while `active`. */
function useEscape(active: boolean, onEscape: () => void) {
  const handler = useRef(onEscape);
  useEffect(() => {
    handler.current = onEscape;
  });
  useEffect(() => {
    if (!active) return;
    const listen = (event: KeyboardEvent) => {
      if (event.key === 'Escape') handler.current();
    };
    document.addEventListener('keydown', listen);
    return () => document.removeEventListener('keydown', listen);
  }, [active]);
}

/**
 * Publishes the header's real height as `--header-offset`, for what sticks below it (the results
 * filter bar): the header grows when the mobile menu opens or text is enlarged.
 */
function useHeaderOffset(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const publish = () =>
      root.style.setProperty('--header-offset', `${element.getBoundingClientRect().height}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-offset');
    };
  }, [header]);
}
