import { describe, expect, it } from 'vitest';
import { findExtraCharges } from './extra-charges';

const codes = (text: string) => findExtraCharges(text).map((match) => match.code);

describe('findExtraCharges — extra money asked in a trip description', () => {
  it.each([
    ['+5 € par bagage en soute, merci de prévenir.', 'montant_supplementaire'],
    ['Valise : 3€/valise, sac à dos gratuit.', 'montant_supplementaire'],
    ['10 euros de plus par animal.', 'montant_supplementaire'],
    ['Détour possible, 2 € par km.', 'montant_supplementaire'],
    ['Frais de bagage à prévoir.', 'montant_supplementaire'],
    ['Supplément de 5 € pour les grosses valises.', 'supplement'],
    ['Un petit suppl. pour les skis.', 'supplement'],
    ['Paiement en espèces uniquement au départ.', 'especes'],
    ['Je préfère le cash, merci !', 'especes'],
    ['Réglement en liquide à la montée.', 'especes'],
    ['Payable en main propre.', 'especes'],
    ['Vous pouvez payer par Lydia ou PayPal.', 'paiement_hors_plateforme'],
    ['Merci de régler directement au conducteur.', 'paiement_hors_plateforme'],
    ['Paiement sur place, pas sur le site.', 'paiement_hors_plateforme'],
  ])('flags « %s »', (text, code) => {
    expect(codes(text)).toContain(code);
  });

  it('names each kind once, with the words written and a French reason', () => {
    const found = findExtraCharges(
      'Paiement en espèces. +5 € par bagage, +2 € par arrêt. Supplément vélo.',
    );
    expect(found.map((match) => match.code).sort()).toEqual([
      'especes',
      'montant_supplementaire',
      'supplement',
    ]);
    expect(found.find((match) => match.code === 'montant_supplementaire')?.extrait).toBe(
      '+5 € par bagage',
    );
    expect(found[0]?.libelle).toMatch(/^Un/);
  });

  it.each([
    'Départ de la gare à 8 h 30, retour possible le dimanche 15/06 vers 18 h.',
    'Voiture spacieuse, 2 bagages maximum par personne. Pause café à mi-chemin.',
    'Pas de supplément pour les bagages, tout est compris dans le prix.',
    'Aucun frais de bagage, aucune espèce : tout se règle sur BonneRoute.',
    'Péage inclus dans la participation. Musique douce, non-fumeur.',
    'Je peux prendre une place supplémentaire si besoin, prévenez-moi.',
    'Trajet régulier chaque vendredi, 25 € comme d’habitude.',
    'Animaux acceptés en cage. Je fais un détour de 5 km pour vous déposer.',
    'Rendez-vous devant la pharmacie, je roule en Clio grise.',
    'Paiement uniquement via le site, sans espèces.',
    'J’écoute Johnny et du jazz, conduite souple.',
    'Prix : 18 €, à réserver sur BonneRoute.',
    'Arrivée prévue à 10h45 à Lyon Part-Dieu, 3 places disponibles.',
    '',
  ])('leaves « %s » alone', (text) => {
    expect(findExtraCharges(text)).toEqual([]);
  });

  it('leaves a trip without a description alone', () => {
    expect(findExtraCharges(null)).toEqual([]);
  });
});
