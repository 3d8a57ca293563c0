import { NavLink, Outlet } from 'react-router';
import { routePaths as paths } from '@bonneroute/shared/routes';
import styles from './admin.module.css';

const TABS = [
  { to: paths.dashboardAdmin, label: 'Tableau de bord' },
  { to: paths.inscriptionAdmin, label: 'Inscriptions' },
  { to: paths.trajetsAdmin, label: 'Trajets' },
  { to: paths.emailAdmin, label: 'E-mails' },
  { to: paths.otpMobileAdmin, label: 'Codes SMS' },
  { to: paths.documentsAdmin, label: 'Pièces d’identité' },
  { to: paths.messagesAdmin, label: 'Messages de contact' },
  { to: paths.codesPromoAdmin, label: 'Codes promo' },
  { to: paths.utilisateursAdmin, label: 'Utilisateurs' },
  { to: paths.newslettersAdmin, label: 'Newsletters' },
  { to: paths.avisAdmin, label: 'Avis signalés' },
  { to: paths.signalementsAdmin, label: 'Signalements' },
  { to: paths.conducteursSignalesAdmin, label: 'Conducteurs signalés' },
  { to: paths.rapprochementAdmin, label: 'Rapprochement' },
];

/** The admin area: its own tabs above each admin page (ADMIN and MANAGER only). */
export default function AdminLayout() {
  return (
    <div className={styles.admin}>
      <nav className={styles.tabs} aria-label="Administration">
        {TABS.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            className={({ isActive }) => (isActive ? styles.active : '')}
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
