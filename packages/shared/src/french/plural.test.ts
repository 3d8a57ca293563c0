import { describe, expect, it } from 'vitest';
import { plural, pluralForm, WORDS, type Word } from './plural';

describe('plural (never « place(s) »)', () => {
  it('puts 0 and 1 in the singular and 2 in the plural', () => {
    expect(plural(0, 'place')).toBe('0 place');
    expect(plural(1, 'place')).toBe('1 place');
    expect(plural(2, 'place')).toBe('2 places');
    expect(plural(0, 'covoiturageTrouve')).toBe('0 covoiturage trouvé');
    expect(plural(1, 'covoiturageTrouve')).toBe('1 covoiturage trouvé');
    expect(plural(2, 'covoiturageTrouve')).toBe('2 covoiturages trouvés');
    expect(plural(1, 'placeDisponible')).toBe('1 place disponible');
    expect(plural(3, 'placeDisponible')).toBe('3 places disponibles');
    expect(plural(2, 'avis')).toBe('2 avis');
    expect(plural(1, { one: 'cheval', other: 'chevaux' })).toBe('1 cheval');
    expect(plural(2, { one: 'cheval', other: 'chevaux' })).toBe('2 chevaux');
  });

  it('renders every form the site uses for 0, 1 and 2, with no « (s) »', () => {
    const rendered = (Object.keys(WORDS) as Word[]).map((word) => [
      word,
      plural(0, word),
      plural(1, word),
      plural(2, word),
    ]);
    expect(rendered).toEqual([
      ['place', '0 place', '1 place', '2 places'],
      ['placeDisponible', '0 place disponible', '1 place disponible', '2 places disponibles'],
      ['placeReservee', '0 place réservée', '1 place réservée', '2 places réservées'],
      ['placeDemandee', '0 place demandée', '1 place demandée', '2 places demandées'],
      ['voyageur', '0 voyageur', '1 voyageur', '2 voyageurs'],
      ['passager', '0 passager', '1 passager', '2 passagers'],
      [
        'covoiturageTrouve',
        '0 covoiturage trouvé',
        '1 covoiturage trouvé',
        '2 covoiturages trouvés',
      ],
      ['trajet', '0 trajet', '1 trajet', '2 trajets'],
      ['trajetEnregistre', '0 trajet enregistré', '1 trajet enregistré', '2 trajets enregistrés'],
      ['trajetAnnule', '0 trajet annulé', '1 trajet annulé', '2 trajets annulés'],
      ['utilisateur', '0 utilisateur', '1 utilisateur', '2 utilisateurs'],
      ['recherche', '0 recherche', '1 recherche', '2 recherches'],
      [
        'inscriptionEnAttente',
        '0 inscription en attente de validation',
        '1 inscription en attente de validation',
        '2 inscriptions en attente de validation',
      ],
      ['relance', '0 relance', '1 relance', '2 relances'],
      ['utilisation', '0 utilisation', '1 utilisation', '2 utilisations'],
      ['avis', '0 avis', '1 avis', '2 avis'],
      ['notification', '0 notification', '1 notification', '2 notifications'],
      ['heure', '0 heure', '1 heure', '2 heures'],
      ['an', '0 an', '1 an', '2 ans'],
      ['mois', '0 mois', '1 mois', '2 mois'],
      ['jour', '0 jour', '1 jour', '2 jours'],
      ['minute', '0 minute', '1 minute', '2 minutes'],
      ['etoile', '0 étoile', '1 étoile', '2 étoiles'],
      ['destinataire', '0 destinataire', '1 destinataire', '2 destinataires'],
      ['signalement', '0 signalement', '1 signalement', '2 signalements'],
      [
        'notificationNonLue',
        '0 notification non lue',
        '1 notification non lue',
        '2 notifications non lues',
      ],
      ['placeLibre', '0 place libre', '1 place libre', '2 places libres'],
      ['alerteActive', '0 alerte active', '1 alerte active', '2 alertes actives'],
      [
        'operationEnCours',
        '0 opération en cours, comparée une fois terminée',
        '1 opération en cours, comparée une fois terminée',
        '2 opérations en cours, comparées une fois terminées',
      ],
      ['vehicule', '0 Véhicule', '1 Véhicule', '2 Véhicules'],
      ['fichierDeplace', '0 fichier déplacé', '1 fichier déplacé', '2 fichiers déplacés'],
    ]);
    for (const row of rendered) for (const text of row) expect(text).not.toContain('(s)');
    expect(pluralForm(25, 'an')).toBe('ans');
  });
});
