import { describe, expect, it } from 'vitest';
import { MASKED_CONTACT, maskContactDetails } from './contact-masking';

const M = MASKED_CONTACT;

// Real-looking first messages to a driver, each with what it must read once masked.
const masked: [string, string][] = [
  ['Bonjour, appelez-moi au 06 12 34 56 78 svp', `Bonjour, appelez-moi au ${M} svp`],
  ['Mon numéro : 0612345678', `Mon numéro : ${M}`],
  ['Dispo au 06.12.34.56.78 ce soir', `Dispo au ${M} ce soir`],
  ['tel 06-12-34-56-78 merci', `tel ${M} merci`],
  ['Écrivez-moi au +33 6 12 34 56 78', `Écrivez-moi au ${M}`],
  ['+33612345678 sur WhatsApp', `${M} sur WhatsApp`],
  ['Mon portable 0033 6 12 34 56 78', `Mon portable ${M}`],
  ['appelle le +33 (0)7 81 23 45 67 stp', `appelle le ${M} stp`],
  ['Fixe : 01 42 68 53 00', `Fixe : ${M}`],
  ['zéro six douze trente-quatre cinquante-six soixante-dix-huit', M],
  ['mon num zero 6 12 34 56 78 ok ?', `mon num ${M} ok ?`],
  ['zéro sept, quatre-vingt-un, vingt-trois, quarante-cinq, soixante-sept', M],
  ['06 douze 34 cinquante-six 78, à bientôt', `${M}, à bientôt`],
  ['zero six un deux trois quatre cinq six sept huit', M],
  ['Belge ici : 0470 12 34 56', `Belge ici : ${M}`],
  ['Mon GSM +32 470 12 34 56', `Mon GSM ${M}`],
  ['gsm 0032 478 90 12 34', `gsm ${M}`],
  ['Appelle au zéro quatre septante douze trente-quatre cinquante-six', `Appelle au ${M}`],
  ['Natel : 079 123 45 67', `Natel : ${M}`],
  ['Depuis Genève : +41 79 123 45 67', `Depuis Genève : ${M}`],
  ['0041 76 555 12 34 pour le trajet', `${M} pour le trajet`],
  ['Luxembourg : +352 621 123 456', `Luxembourg : ${M}`],
  ['mon numéro lux 621 123 456', `mon numéro lux ${M}`],
  ['Envoyez un mail à jean.dupont@gmail.com', `Envoyez un mail à ${M}`],
  ['jean @ gmail . com', M],
  ['jean point dupont arobase gmail point com', M],
  ['écris à marie_l arobase orange point fr', `écris à ${M}`],
  ['paul.martin (at) free (dot) fr', M],
  ['Contact : luc.b @hotmail.fr', `Contact : ${M}`],
  ['Ajoute-moi sur WhatsApp : wa.me/33612345678', `Ajoute-moi sur ${M}`],
  ['Telegram : t.me/jeandupont', M],
  ['https://wa.me/41791234567 merci', `${M} merci`],
  ['mon insta c’est @jean_dupont75', `mon ${M}`],
  ['Snap : jeand_69', `${M}`],
  ['Écris-moi sur Telegram @JeanD', `Écris-moi sur Telegram ${M}`],
  ['signal : lea.covoit', M],
  ['mon snap jean.d75 si tu veux', `mon ${M} si tu veux`],
  [
    'Je peux payer 25 € en espèces, appelle-moi au 07 81 23 45 67 ou écris à a.b@yahoo.fr',
    `Je peux payer 25 € en espèces, appelle-moi au ${M} ou écris à ${M}`,
  ],
];

// Ordinary carpool messages: prices, dates, times, seats, addresses, plates, distances.
const untouched = [
  'Bonjour, reste-t-il une place ? Je paie 25 € comme indiqué.',
  'Le prix de 12,50 € me va très bien.',
  'Je serai là le 12/03 vers 8h30.',
  'Départ le 2026-12-05 à 08 h 30, c’est bien ça ?',
  'Rendez-vous à 7h45 devant la gare, 2 places pour nous.',
  'Nous sommes 3 avec 2 valises et 1 sac.',
  'Je monte au 12 rue de la Paix, 75002 Paris.',
  'Arrivée 33 avenue Jean Jaurès 69007 Lyon vers 18 h 00.',
  'Ma voiture : AB-123-CD, une Clio grise.',
  'Plaque belge 1-ABC-234, Golf bleue.',
  'Trajet de 465 km, pause à mi-chemin.',
  'Entre 14h et 16h30 le samedi 14 mars 2026.',
  'Je propose 15,00 € par personne et 5 € pour le vélo.',
  'Le 05/12/2026 ou le 06/12/2026 ?',
  'On part à six heures et demie, deux places libres.',
  'Vingt minutes de retard possible, désolé.',
  'Code postal 1000 Bruxelles, 1201 Genève ou L-1009 Luxembourg.',
  'Vol AF 1234 qui arrive à 10:45.',
  'Sortie 12 de l’A6, puis 3 km.',
  'Je t’envoie le lien de suivi sur BonneRoute.',
  'Réservation n° BR-2026-000123 pour 2 passagers.',
  'Rdv @ 8h devant la boulangerie.',
  'Je peux prendre 1 ou 2 sacs de 20 kg.',
  'Trains 8 h 05, 9 h 10 et 10 h 15 annulés.',
];

describe('contact details held back until a booking', () => {
  it.each(masked)('masks « %s »', (message, expected) => {
    expect(maskContactDetails(message)).toEqual({ text: expected, masked: true });
  });

  it.each(untouched)('leaves « %s » as written', (message) => {
    expect(maskContactDetails(message)).toEqual({ text: message, masked: false });
  });

  it('counts enough real-looking messages', () => {
    expect(masked.length).toBeGreaterThanOrEqual(30);
  });
});
