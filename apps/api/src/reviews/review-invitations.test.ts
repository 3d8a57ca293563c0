import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInParis } from '@bonneroute/shared/dates';
import {
  arrivalInstant,
  invitationInstant,
  reminderInstant,
  reviewDeadline,
} from '@bonneroute/shared/reviews';
import { markTripsDone } from '../booking/trips-done.service';
import { avis, avis_fenetres, emails, notifications } from '../db/schema';
import { createBooking, createTrip, linkPathIn } from '../test/factories';
import { createTestContext, type TestContext } from '../test/test-app';
import { sendReviewInvitations } from './review-invitations.service';
import { publishClosedWindows } from './review-publication.service';
import {
  closeWindow,
  ratingOf,
  review,
  traveller,
  travelledTrip,
  type Traveller,
} from './review-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function mailsTo(address: string) {
  return ctx.db.select().from(emails).where(eq(emails.recipient, address)).orderBy(emails.id);
}

async function notesOf(userId: number, type: string) {
  return ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.utilisateur_id, userId), eq(notifications.type_notif_code, type)));
}

async function jobRunAt(key: string): Promise<Date | null> {
  const result = await ctx.db.execute<{ run_at: Date }>(
    sql`SELECT run_at FROM graphile_worker._private_jobs WHERE key = ${key}`,
  );
  return result.rows[0] ? new Date(result.rows[0].run_at) : null;
}

describe('the trips-done job opens the review window', () => {
  it('sets the deadline and plans the invitation and the reminder', async () => {
    const { trip } = await travelledTrip(ctx);
    const arrival = arrivalInstant(trip.depart_le, trip.duree_secondes);
    const [window] = await ctx.db
      .select()
      .from(avis_fenetres)
      .where(eq(avis_fenetres.trajet_id, trip.id));
    expect(window?.date_limite.toISOString()).toBe(reviewDeadline(arrival).toISOString());
    expect((await jobRunAt(`avis-invitation:${trip.id}`))?.toISOString()).toBe(
      invitationInstant(arrival).toISOString(),
    );
    expect((await jobRunAt(`avis-rappel:${trip.id}`))?.toISOString()).toBe(
      reminderInstant(arrival).toISOString(),
    );
  });

  it('opens nothing for a trip nobody travelled on', async () => {
    const driver = await traveller(ctx);
    const lonely = await createTrip(ctx.db, {
      driver: driver.user,
      date: addDays(todayInParis(), -1),
    });
    await createBooking(ctx.db, { trip: lonely, statut: 'REFUSEE' });
    expect(await markTripsDone(ctx.app.deps)).toContain(lonely.id);
    const windows = await ctx.db
      .select()
      .from(avis_fenetres)
      .where(eq(avis_fenetres.trajet_id, lonely.id));
    expect(windows).toEqual([]);
    expect(await jobRunAt(`avis-invitation:${lonely.id}`)).toBeNull();
  });
});

describe('invitations and reminder', () => {
  it('asks each side about the other, with a link to the form, by notification and e-mail', async () => {
    const driver = await traveller(ctx, { prenom: 'camille' });
    const leo = await traveller(ctx, { prenom: 'léo' });
    const ines = await traveller(ctx, { prenom: 'inès' });
    const { trip } = await travelledTrip(ctx, { driver, passengers: [leo, ines] });
    // The real job, run now instead of tomorrow at 10:00.
    await ctx.db.execute(
      sql`UPDATE graphile_worker._private_jobs SET run_at = now() WHERE key = ${`avis-invitation:${trip.id}`}`,
    );
    await ctx.app.jobs.drain();

    const [toDriver] = await mailsTo(driver.user.email);
    expect(toDriver?.subject).toBe('Comment s’est passé votre trajet avec Léo et Inès ?');
    expect(linkPathIn(toDriver!.text, '/utilisateurs/avis')).toBe(
      '/utilisateurs/avis?onglet=a-ecrire',
    );
    for (const passenger of [leo, ines]) {
      const [mail] = await mailsTo(passenger.user.email);
      expect(mail?.subject).toBe('Comment s’est passé votre trajet avec Camille ?');
      expect(linkPathIn(mail!.text, '/utilisateurs/avis')).toBe(
        `/utilisateurs/avis/ecrire/${trip.id}/${driver.user.id}`,
      );
      const [note] = await notesOf(passenger.user.id, 'AVIS_INVITATION');
      expect(note?.details).toBe(
        'Comment s’est passé votre trajet avec Camille ? Trajet Paris → Lyon.',
      );
      expect(note?.trajet_id).toBe(trip.id);
    }
    expect(await notesOf(driver.user.id, 'AVIS_INVITATION')).toHaveLength(1);
  });

  it('reminds only those who have not reviewed yet, and nobody once the window closed', async () => {
    const { trip, driver, passengers } = await travelledTrip(ctx, { passengers: 2 });
    const [done, late] = passengers as [Traveller, Traveller];
    await review(done.client, { trajet_id: trip.id, cible_id: driver.user.id, note: 5 });
    expect(await sendReviewInvitations(ctx.app.deps, trip.id, 'rappel')).toBe(2);
    expect(await mailsTo(done.user.email)).toEqual([]);
    const [reminder] = await mailsTo(late.user.email);
    expect(reminder?.subject).toMatch(/^Rappel : Comment s’est passé votre trajet avec /);
    expect(reminder?.text).toContain('il vous reste jusqu’au');
    expect(await notesOf(driver.user.id, 'AVIS_RAPPEL')).toHaveLength(1);
    // Run twice (a retried job), the mails are not sent twice.
    await sendReviewInvitations(ctx.app.deps, trip.id, 'rappel');
    expect(await mailsTo(late.user.email)).toHaveLength(1);

    await closeWindow(ctx, trip.id);
    expect(await sendReviewInvitations(ctx.app.deps, trip.id, 'invitation')).toBe(0);
  });
});

describe('publication when the window closes', () => {
  it('publishes a lone review, updates the rating and tells the reviewed person', async () => {
    const { trip, driver, passengers } = await travelledTrip(ctx);
    const passenger = passengers[0]!;
    const written = await review(passenger.client, {
      trajet_id: trip.id,
      cible_id: driver.user.id,
      note: 4,
      commentaire: 'Bien, un peu rapide sur l’autoroute.',
    });
    // Earlier tests' closed windows are flushed; this one is still open: the review waits.
    await publishClosedWindows(ctx.app.deps);
    const [waiting] = await ctx.db.select().from(avis).where(eq(avis.id, written.body.data.id));
    expect(waiting?.publie_le).toBeNull();
    await closeWindow(ctx, trip.id);
    expect(await publishClosedWindows(ctx.app.deps)).toBe(1);
    const [row] = await ctx.db.select().from(avis).where(eq(avis.id, written.body.data.id));
    expect(row?.publie_le).not.toBeNull();
    expect(await ratingOf(ctx, driver.user.id)).toEqual({ nb: 1, somme: 4 });
    const [note] = await notesOf(driver.user.id, 'AVIS_RECU');
    expect(note?.details).toMatch(
      /^Léo vous a laissé un avis \(4 étoiles\) sur le trajet Paris → Lyon\.$/,
    );
    // Published once: the next run finds nothing.
    expect(await publishClosedWindows(ctx.app.deps)).toBe(0);
  });
});
