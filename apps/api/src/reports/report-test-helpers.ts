import { messages, messages_chat } from '../db/schema';
import { createBooking, createTrip, type TripRow } from '../test/factories';
import type { TestContext } from '../test/test-app';
import { traveller, type Traveller } from '../reviews/review-test-helpers';

export const detail = (response: { body: unknown }) =>
  (response.body as { errors?: { detail: string }[] }).errors?.[0]?.detail;

/** A driver's trip and a passenger who wrote to the driver (a trip message), and a chat line. */
export async function conversation(ctx: TestContext) {
  const driver = await traveller(ctx, { prenom: 'camille' });
  const passenger = await traveller(ctx, { prenom: 'léo' });
  const trip: TripRow = await createTrip(ctx.db, { driver: driver.user, nb_places_proposees: 3 });
  await createBooking(ctx.db, { trip, passenger: passenger.user });
  const [message] = await ctx.db
    .insert(messages)
    .values({
      trajet_id: trip.id,
      utilisateur_id: passenger.user.id,
      destinataire_id: driver.user.id,
      objet: 'Question',
      message: 'Réponds ou je viens te chercher chez toi.',
      is_public: false,
    })
    .returning();
  const [chat] = await ctx.db
    .insert(messages_chat)
    .values({ trajet_id: trip.id, utilisateur_id: passenger.user.id, texte: 'Tu vas voir.' })
    .returning();
  return { driver, passenger, trip, message: message!, chat: chat! };
}

export async function staff(ctx: TestContext, role: 'ADMIN' | 'MANAGER'): Promise<Traveller> {
  return traveller(ctx, { role });
}
