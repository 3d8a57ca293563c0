import { NavLink, useLocation } from 'react-router';
import { buildPath } from '@bonneroute/shared/routes';
import styles from './side-menu.module.css';

interface Entry {
  label: string;
  to: string;
}

const sections = (staff: boolean): { title: string; entries: Entry[] }[] => [
  {
    title: 'Mon profil',
    entries: [
      { label: 'Modifier mon profil', to: buildPath('infosUtilisateurs', {}, { info: 'general' }) },
      { label: 'Ma photo', to: buildPath('infosUtilisateurs', {}, { info: 'photo' }) },
      { label: 'Mon identité', to: buildPath('infosUtilisateurs', {}, { info: 'documents' }) },
      { label: 'Mes données', to: buildPath('donneesUtilisateurs') },
      { label: 'Membres bloqués', to: buildPath('bloquesUtilisateurs') },
    ],
  },
  {
    // Reviews after the trip.
    title: 'Mes avis',
    entries: [
      { label: 'À écrire', to: buildPath('avisUtilisateurs', {}, { onglet: 'a-ecrire' }) },
      { label: 'Reçus', to: buildPath('avisUtilisateurs', {}, { onglet: 'recus' }) },
      { label: 'Donnés', to: buildPath('avisUtilisateurs', {}, { onglet: 'donnes' }) },
      { label: 'Mes signalements', to: buildPath('signalementsUtilisateurs') },
    ],
  },
  {
    title: 'Mes trajets',
    entries: [
      { label: 'Conducteurs', to: buildPath('trajetsUtilisateurs', {}, { type: 'conducteur' }) },
      { label: 'Passagers', to: buildPath('trajetsUtilisateurs', {}, { type: 'passager' }) },
    ],
  },
  {
    title: 'Mon argent',
    entries: [
      { label: 'Mon IBAN / RIB', to: buildPath('argentUtilisateurs', {}, { type: 'comptes' }) },
      { label: 'Mes paiements', to: buildPath('argentUtilisateurs', {}, { type: 'paiements' }) },
    ],
  },
  ...(staff
    ? [
        {
          title: 'Administration',
          entries: [
            { label: 'Gestion des utilisateurs', to: buildPath('utilisateursAdmin') },
            { label: 'Gestion des trajets', to: buildPath('trajetsAdmin') },
            { label: 'Gestion des emails', to: buildPath('emailAdmin') },
            { label: 'Gestion des newsletters', to: buildPath('newslettersAdmin') },
            { label: 'Gestion des OTP', to: buildPath('otpMobileAdmin') },
            { label: 'Avis signalés', to: buildPath('avisAdmin') },
          ],
        },
      ]
    : []),
];

/** docs/product/user-space.md User space left menu (hidden on small screens; the header's mobile menu has it). */
export function SideMenu({ staff }: { staff: boolean }) {
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    <nav className={styles.menu} aria-label="Menu de l’espace utilisateur">
      <NavLink to={buildPath('homeUtilisateurs')} end className={styles.home}>
        Tableau de bord
      </NavLink>
      {sections(staff).map((section) => (
        <section key={section.title}>
          <h2 className={styles.title}>{section.title}</h2>
          <ul>
            {section.entries.map((entry) => (
              <li key={entry.label}>
                <NavLink
                  to={entry.to}
                  className={here === entry.to ? styles.active : undefined}
                  aria-current={here === entry.to ? 'page' : undefined}
                >
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
