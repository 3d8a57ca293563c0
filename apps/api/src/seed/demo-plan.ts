import { fakerFR } from '@faker-js/faker';
import { bornesFor } from '@bonneroute/shared/bornes';
import { addDays, parisDateTimeToInstant } from '@bonneroute/shared/dates';
import type { CommuneRecord } from '../geo/communes-data';
import { estimateDurationSeconds, estimateRoadKm } from '../geo/route-estimate';
import { pickDemoCities, pickDemoPairs, stageCandidates, type DemoPair } from './demo-cities';
import { demoDescription, meetingPoint } from './demo-texts';
import { createRandom } from './random';

export const DEMO_SEED = 20261122;

export interface DemoUser {
  key: string;
  prenom: string;
  nom: string;
  email: string;
  sexe: 'F' | 'M' | 'X';
  date_naissance: string;
  avatarSeed: string;
}

export interface DemoStage {
  nom: string;
  code_commune: string;
  latitude: number;
  longitude: number;
}

export interface DemoTrip {
  driverKey: string;
  date: string;
  heure: string;
  depart_le: Date;
  depart: CommuneRecord;
  arrivee: CommuneRecord;
  adresse_depart: string;
  adresse_arrivee: string;
  duree_secondes: number;
  distance_metres: number;
  montant_contribution: number;
  nb_places_proposees: number;
  is_resa_automatique: boolean;
  is_roles_passagers: boolean;
  roles_passagers: string;
  description: string | null;
  villes_etapes: DemoStage[] | null;
  montants_etapes: number[] | null;
  /** Past trips of the demo history are done. */
  is_effectue?: boolean;
}

export interface DemoBooking {
  tripIndex: number;
  passengerKey: string;
  nb_places_reservees: number;
  statut: 'CONFIRMEE' | 'EN_ATTENTE';
}

export interface DemoPlan {
  drivers: DemoUser[];
  passengers: DemoUser[];
  trips: DemoTrip[];
  bookings: DemoBooking[];
  pairs: DemoPair[];
}

interface PlanOptions {
  communes: CommuneRecord[];
  today: string;
  now: Date;
  driverCount?: number;
  passengerCount?: number;
  tripCount?: number;
  /** Distinct from DEMO_SEED for a later top-up batch. */
  seed?: number;
}

/** docs/product/README.md time slots: every 15 minutes; demo departures cluster in mornings and evenings. */
function demoTime(random: ReturnType<typeof createRandom>): string {
  const hour = random.weighted<number>([
    [6, 2],
    [7, 5],
    [8, 6],
    [9, 5],
    [10, 3],
    [11, 2],
    [12, 2],
    [13, 2],
    [14, 3],
    [15, 3],
    [16, 4],
    [17, 6],
    [18, 6],
    [19, 4],
    [20, 2],
    [21, 1],
  ]);
  const minute = random.pick([0, 15, 30, 45]);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

function demoUser(
  faker: typeof fakerFR,
  random: ReturnType<typeof createRandom>,
  key: string,
  today: string,
): DemoUser {
  const sexe = random.weighted<'F' | 'M' | 'X'>([
    ['F', 48],
    ['M', 48],
    ['X', 4],
  ]);
  const prenom = faker.person.firstName(
    sexe === 'F' ? 'female' : sexe === 'M' ? 'male' : undefined,
  );
  const nom = faker.person.lastName();
  const age = random.int(19, 68);
  const birthYear = Number(today.slice(0, 4)) - age;
  const date_naissance = `${birthYear}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
  const slug = `${prenom}.${nom}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z.]/g, '')
    .toLowerCase();
  return {
    key,
    prenom,
    nom,
    sexe,
    date_naissance,
    email: `${slug}.${key}@demo.bonneroute.fr`,
    avatarSeed: `${key}-${prenom}`,
  };
}

/** The whole demo data set, computed from a fixed seed: same input, same output. */
export function buildDemoPlan(options: PlanOptions): DemoPlan {
  const seed = options.seed ?? DEMO_SEED;
  const random = createRandom(seed);
  const faker = fakerFR;
  faker.seed(seed);

  const cities = pickDemoCities(options.communes, 45);
  const pairs = pickDemoPairs(cities, random, 28);
  const drivers = Array.from({ length: options.driverCount ?? 48 }, (_, i) =>
    demoUser(faker, random, `c${i + 1}`, options.today),
  );
  const passengers = Array.from({ length: options.passengerCount ?? 30 }, (_, i) =>
    demoUser(faker, random, `p${i + 1}`, options.today),
  );

  const tripCount = options.tripCount ?? 460;
  const trips: DemoTrip[] = [];
  for (let i = 0; i < tripCount; i += 1) {
    // Every pair gets trips: round-robin for the first rounds, then at random.
    const pair = i < pairs.length * 4 ? pairs[i % pairs.length]! : random.pick(pairs);
    trips.push(buildTrip(pair, cities, drivers, random, options));
  }
  trips.sort((a, b) => a.depart_le.getTime() - b.depart_le.getTime());

  const bookings: DemoBooking[] = [];
  for (const [tripIndex, trip] of trips.entries()) {
    if (!random.chance(0.2)) continue;
    let seatsLeft = trip.nb_places_proposees;
    for (const passenger of random.shuffle(passengers).slice(0, random.int(1, 2))) {
      const seats = Math.min(seatsLeft, random.int(1, 2));
      if (seats <= 0) break;
      seatsLeft -= seats;
      bookings.push({
        tripIndex,
        passengerKey: passenger.key,
        nb_places_reservees: seats,
        statut: trip.is_resa_automatique || random.chance(0.5) ? 'CONFIRMEE' : 'EN_ATTENTE',
      });
    }
  }
  return { drivers, passengers, trips, bookings, pairs };
}

function buildTrip(
  pair: DemoPair,
  cities: CommuneRecord[],
  drivers: DemoUser[],
  random: ReturnType<typeof createRandom>,
  options: PlanOptions,
): DemoTrip {
  let dayOffset = random.int(0, 29);
  const heure = demoTime(random);
  let date = addDays(options.today, dayOffset);
  // A departure must be at least two hours ahead.
  if (parisDateTimeToInstant(date, heure).getTime() < options.now.getTime() + 2 * 3600_000) {
    dayOffset += 1;
    date = addDays(options.today, dayOffset);
  }
  const bornes = bornesFor(pair.depart.code, pair.arrivee.code, pair.roadKm);
  // Bornes are cents in whole euros: a whole-euro contribution within them.
  const contribution = random.int(bornes.min / 100, bornes.max / 100);

  let villes_etapes: DemoStage[] | null = null;
  let montants_etapes: number[] | null = null;
  const candidates = pair.roadKm > 280 ? stageCandidates(pair, cities) : [];
  if (candidates.length > 0 && random.chance(0.3)) {
    const stage = random.pick(candidates);
    villes_etapes = [
      {
        nom: stage.nom,
        code_commune: stage.code,
        latitude: stage.latitude,
        longitude: stage.longitude,
      },
    ];
    // The stage's amount is the leg from the departure, priced within that leg's own range
    // (docs/product/README.md); the price of any leg is the difference of two stops (docs/decisions.md).
    const legBornes = bornesFor(pair.depart.code, stage.code, estimateRoadKm(pair.depart, stage));
    const amount = random.int(legBornes.min / 100, legBornes.max / 100) * 100;
    if (amount < contribution * 100) montants_etapes = [amount];
    else villes_etapes = null;
  }

  const roles = random.chance(0.3);
  const roleFlags = [0, 0, 0, 0].map(() => (roles && random.chance(0.5) ? 1 : 0));
  const postcode = (commune: CommuneRecord) => commune.codesPostaux[0] ?? '';
  return {
    driverKey: random.pick(drivers).key,
    date,
    heure,
    depart_le: parisDateTimeToInstant(date, heure),
    depart: pair.depart,
    arrivee: pair.arrivee,
    adresse_depart: meetingPoint(random, pair.depart.nom, postcode(pair.depart)),
    adresse_arrivee: meetingPoint(random, pair.arrivee.nom, postcode(pair.arrivee)),
    duree_secondes: estimateDurationSeconds(pair.roadKm),
    distance_metres: Math.round(pair.roadKm * 1000),
    montant_contribution: contribution * 100,
    nb_places_proposees: random.weighted<number>([
      [1, 1],
      [2, 3],
      [3, 5],
      [4, 3],
    ]),
    is_resa_automatique: random.chance(0.7),
    is_roles_passagers: roles,
    roles_passagers: [...roleFlags, 0].join(','),
    description: random.chance(0.85) ? demoDescription(random) : null,
    villes_etapes,
    montants_etapes,
  };
}
