import { bornesFor } from '@bonneroute/shared/bornes';
import { addDays, parisDateTimeToInstant } from '@bonneroute/shared/dates';
import { arrivalInstant, reviewDeadline } from '@bonneroute/shared/reviews';
import { estimateDurationSeconds } from '../geo/route-estimate';
import { demoDescription, meetingPoint } from './demo-texts';
import { demoReply, demoReviewComment } from './demo-review-texts';
import type { DemoBooking, DemoPlan, DemoTrip, DemoUser } from './demo-plan';
import type { DemoPair } from './demo-cities';
import { createRandom, type Random } from './random';

/** A review of the demo history: who wrote about whom, when, and the answer if any. */
export interface DemoReview {
  tripIndex: number;
  authorKey: string;
  targetKey: string;
  about: 'CONDUCTEUR' | 'PASSAGER' | 'COVOITUREUR';
  note: number;
  commentaire: string | null;
  createdAt: Date;
  reponse: string | null;
}

export interface DemoHistory {
  trips: DemoTrip[];
  bookings: DemoBooking[];
  reviews: DemoReview[];
}

const HOURS = ['07:00', '07:30', '08:15', '09:00', '12:30', '14:00', '17:30', '18:00', '19:15'];

function pastTrip(
  pair: DemoPair,
  driverKey: string,
  daysAgo: number,
  random: Random,
  today: string,
): DemoTrip {
  const date = addDays(today, -daysAgo);
  const heure = random.pick(HOURS);
  const bornes = bornesFor(pair.depart.code, pair.arrivee.code, pair.roadKm);
  const postcode = (commune: DemoPair['depart']) => commune.codesPostaux[0] ?? '';
  return {
    driverKey,
    date,
    heure,
    depart_le: parisDateTimeToInstant(date, heure),
    depart: pair.depart,
    arrivee: pair.arrivee,
    adresse_depart: meetingPoint(random, pair.depart.nom, postcode(pair.depart)),
    adresse_arrivee: meetingPoint(random, pair.arrivee.nom, postcode(pair.arrivee)),
    duree_secondes: estimateDurationSeconds(pair.roadKm),
    distance_metres: Math.round(pair.roadKm * 1000),
    montant_contribution: random.int(bornes.min / 100, bornes.max / 100) * 100,
    nb_places_proposees: random.int(3, 4),
    is_resa_automatique: true,
    is_roles_passagers: false,
    roles_passagers: '0,0,0,0,0',
    description: demoDescription(random),
    villes_etapes: null,
    montants_etapes: null,
    is_effectue: true,
  };
}

/** How each demo member is usually rated: most very well, a few less so. */
function qualities(people: DemoUser[], random: Random): Map<string, number> {
  return new Map(
    people.map((person) => [
      person.key,
      random.weighted<number>([
        [4.9, 40],
        [4.6, 35],
        [4.2, 17],
        [3.6, 8],
      ]),
    ]),
  );
}

function noteFor(quality: number, random: Random): number {
  if (random.chance(0.03)) return random.int(1, 2); // a bad day happens to everyone
  return Math.max(1, Math.min(5, Math.round(quality + (random.next() - 0.5) * 1.6)));
}

/**
 * The demo's past: done trips of the last weeks with their passengers and the reviews they left
 * each other, so that profiles and trip cards show real ratings. The demo driver
 * (`c1`) and passenger (`p1`) travelled together twice: reviews exchanged three weeks ago, and
 * a trip two days ago whose reviews they still have to write.
 */
export function buildDemoHistory(
  plan: DemoPlan,
  options: { today: string; now: Date; seed: number; tripCount?: number },
): DemoHistory {
  const random = createRandom(options.seed);
  const people = [...plan.drivers, ...plan.passengers];
  const quality = qualities(people, random);
  const trips: DemoTrip[] = [];
  const riders: string[][] = [];

  const c1 = plan.drivers[0];
  const p1 = plan.passengers[0];
  if (c1 && p1) {
    const pair = plan.pairs[0]!;
    trips.push(pastTrip(pair, c1.key, 20, random, options.today));
    riders.push([p1.key]);
    trips.push(pastTrip(pair, c1.key, 2, random, options.today));
    riders.push([p1.key, ...(plan.passengers[1] ? [plan.passengers[1].key] : [])]);
  }
  for (let i = 0; i < (options.tripCount ?? 140); i += 1) {
    const driver = random.pick(plan.drivers);
    const trip = pastTrip(
      random.pick(plan.pairs),
      driver.key,
      random.int(2, 80),
      random,
      options.today,
    );
    const others = random.shuffle(people.filter((person) => person.key !== driver.key));
    trips.push(trip);
    riders.push(others.slice(0, random.int(1, trip.nb_places_proposees - 1)).map((p) => p.key));
  }

  const bookings: DemoBooking[] = riders.flatMap((keys, tripIndex) =>
    keys.map((passengerKey) => ({
      tripIndex,
      passengerKey,
      nb_places_reservees: 1,
      statut: 'CONFIRMEE' as const,
    })),
  );

  const reviews: DemoReview[] = [];
  trips.forEach((trip, tripIndex) => {
    const arrival = arrivalInstant(trip.depart_le, trip.duree_secondes);
    const end = Math.min(options.now.getTime(), reviewDeadline(arrival).getTime());
    if (end <= arrival.getTime()) return;
    const special = c1 !== undefined && tripIndex < 2;
    const write = (
      authorKey: string,
      targetKey: string,
      about: DemoReview['about'],
      chance: number,
    ) => {
      if (!random.chance(chance)) return;
      const note = special ? 5 : noteFor(quality.get(targetKey) ?? 4.6, random);
      const span = end - arrival.getTime();
      reviews.push({
        tripIndex,
        authorKey,
        targetKey,
        about,
        note,
        commentaire: demoReviewComment(random, note, about),
        createdAt: new Date(arrival.getTime() + span * (0.05 + 0.8 * random.next())),
        reponse: random.chance(note <= 3 ? 0.5 : 0.08) ? demoReply(random, note) : null,
      });
    };
    const passengers = riders[tripIndex]!;
    if (special && tripIndex === 1) {
      // Two days ago: only the second passenger has written (about the driver) so far.
      if (passengers[1]) write(passengers[1], trip.driverKey, 'CONDUCTEUR', 1);
      return;
    }
    for (const passenger of passengers) {
      write(passenger, trip.driverKey, 'CONDUCTEUR', special ? 1 : 0.8);
      write(trip.driverKey, passenger, 'PASSAGER', special ? 1 : 0.7);
      for (const fellow of passengers)
        if (fellow !== passenger && !special) write(passenger, fellow, 'COVOITUREUR', 0.08);
    }
  });
  return { trips, bookings, reviews };
}
