import type { Page } from '@playwright/test';
import { queryE2eDatabase } from './database';

/**
 * Visible buttons, links and fields that the help launcher's box overlaps (issue 21 §5): the
 * launcher is whichever « Besoin d’aide ? » button is shown at this width.
 */
export async function elementsUnderHelpButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const launcher = [...document.querySelectorAll<HTMLElement>('button')].find(
      (button) =>
        (button.getAttribute('aria-label') ?? button.textContent ?? '').includes('Besoin d’aide') &&
        button.getBoundingClientRect().width > 0,
    );
    if (!launcher) return ['(aucun bouton d’aide visible)'];
    const box = launcher.getBoundingClientRect();
    const header = document.querySelector('header');
    const headerBottom = header?.getBoundingClientRect().bottom ?? 0;
    const interactive = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, [role="button"], [role="combobox"]',
    );
    const hits: string[] = [];
    for (const element of interactive) {
      if (element === launcher || element.contains(launcher) || launcher.contains(element))
        continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none' || style.opacity === '0')
        continue;
      const rect = element.getBoundingClientRect();
      // Visually hidden controls (a native date input behind its button) cannot be covered.
      if (rect.width <= 2 || rect.height <= 2) continue;
      // What scrolled beneath the sticky header is hidden by the header, not by the button.
      const top = header && !header.contains(element) ? Math.max(rect.top, headerBottom) : rect.top;
      const overlaps =
        rect.left < box.right && rect.right > box.left && top < box.bottom && rect.bottom > box.top;
      if (overlaps)
        hits.push(
          `${element.tagName}#${element.id} « ${(element.textContent ?? '').trim().slice(0, 40)} » ` +
            `(${Math.round(rect.left)}, ${Math.round(rect.top)})`,
        );
    }
    return hits;
  });
}

/** The busiest upcoming Paris-area day of the demo data: a results page with many cards. */
export async function busiestSearch(): Promise<string> {
  const [row] = await queryE2eDatabase<{
    date: string;
    code_commune_depart: string;
    code_commune_arrivee: string;
    ville_depart: string;
    ville_arrivee: string;
  }>(
    `SELECT to_char(date, 'YYYY-MM-DD') AS date, code_commune_depart, code_commune_arrivee,
            min(ville_depart) AS ville_depart, min(ville_arrivee) AS ville_arrivee
       FROM trajets
      WHERE actif AND date > current_date
        -- what the search reads: a bookable leg from the trip's departure to its arrival
        AND EXISTS (SELECT 1 FROM trajets_troncons tt WHERE tt.trajet_id = trajets.id AND tt.reservable)
      GROUP BY 1, 2, 3
      ORDER BY count(*) DESC, 1
      LIMIT 1`,
  );
  const params = new URLSearchParams({
    date: row!.date,
    from: row!.code_commune_depart,
    to: row!.code_commune_arrivee,
    from_city: row!.ville_depart,
    to_city: row!.ville_arrivee,
  });
  return `/resultats?${params}`;
}

/** A trip in a week with the given passenger CONFIRMEE on it, roles offered. */
export async function bookedTripWithRoles(driverEmail: string, passengerEmail: string) {
  const ids = await queryE2eDatabase<{ id: number; email: string }>(
    'SELECT id, email FROM utilisateurs WHERE email = ANY($1)',
    [[driverEmail, passengerEmail]],
  );
  const driverId = ids.find((row) => row.email === driverEmail)!.id;
  const passengerId = ids.find((row) => row.email === passengerEmail)!.id;
  const [trip] = await queryE2eDatabase<{ id: number }>(
    `INSERT INTO trajets (utilisateur_id, date, heure, depart_le, adresse_depart, adresse_arrivee,
       ville_depart, ville_arrivee, code_commune_depart, code_commune_arrivee, latitude_depart,
       longitude_depart, latitude_arrivee, longitude_arrivee, duree_secondes, montant_contribution,
       nb_places_proposees, nb_places_reservees, is_roles_passagers, roles_passagers)
     VALUES ($1, (now() + interval '7 days')::date, '08:30', now() + interval '7 days',
       'Gare de Lyon, 75012 Paris', 'Gare Part-Dieu, 69003 Lyon', 'Paris', 'Lyon', '75056',
       '69123', 48.85341, 2.3488, 45.74846, 4.84671, 16200, 2200, 3, 1, true, '1,0,1,1,1')
     RETURNING id`,
    [driverId],
  );
  await queryE2eDatabase(
    `INSERT INTO passagers (trajet_id, utilisateur_id, nb_places_reservees, statut, datetime_acceptation)
     VALUES ($1, $2, 1, 'CONFIRMEE', now())`,
    [trip!.id, passengerId],
  );
  return trip!.id;
}
