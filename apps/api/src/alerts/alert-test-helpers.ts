import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { addDays, todayInParis } from '@bonneroute/shared/dates';
import { emails } from '../db/schema';
import { restoreHeaders, restoreSecrets } from '../mail/mail-secrets';
import type { TestContext } from '../test/test-app';
import { createTrip, lastEmailTo, linkPathIn, type UserRow } from '../test/factories';
import { matchTripAlerts } from './alert-matching';

/** Shared by the alerts' API tests: alerts made as their owners make them, trips, mails. */
export const inDays = (n: number) => addDays(todayInParis(), n);

let counter = 0;
export const visitorEmail = () => `visiteur${++counter}.${Date.now().toString(36)}@exemple.fr`;

/** As a visitor behind the proxy at that address (the test context trusts X-Forwarded-For). */
export const fromIp = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

/** A visitor's alert, confirmed through the link of its confirmation e-mail. */
export async function visitorAlert(
  ctx: TestContext,
  body: object,
  email = visitorEmail(),
  ip = '198.51.100.1',
) {
  const response = await ctx.client().post('/api/alertes', { ...body, email }, fromIp(ip));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const mail = await lastEmailTo(ctx.db, email);
  const token = linkPathIn(mail!.text, '/alertes/confirmation/').split('/').pop()!;
  const confirmed = await ctx.client().post('/api/alertes/confirmation', { token });
  expect(confirmed.status).toBe(200);
  return { id: response.body.data.id as number, email };
}

/** A Paris → Rennes trip (the test factory), then the matching job itself. */
export async function publishParisRennes(
  ctx: TestContext,
  overrides: Parameters<typeof createTrip>[1] = {},
  driver?: UserRow,
) {
  const trip = await createTrip(ctx.db, {
    driver,
    ville_depart: 'Paris',
    code_commune_depart: '75056',
    latitude_depart: 48.85341,
    longitude_depart: 2.3488,
    ville_arrivee: 'Rennes',
    code_commune_arrivee: '35238',
    latitude_arrivee: 48.11198,
    longitude_arrivee: -1.67429,
    adresse_arrivee: 'Gare de Rennes, 35000 Rennes',
    montant_contribution: 2600,
    duree_secondes: 12_600,
    ...overrides,
  });
  await matchTripAlerts(ctx.app.deps, trip.id);
  return trip;
}

/** The alert e-mails an address received, as delivered (secrets back in place). */
export async function alertMailsTo(ctx: TestContext, email: string) {
  const rows = await ctx.db
    .select()
    .from(emails)
    .where(and(eq(emails.recipient, email), sql`${emails.template} like 'alerte-%'`))
    .orderBy(emails.id);
  return rows.map((row) => ({
    ...row,
    text: restoreSecrets(row.text, row.secrets),
    headers: restoreHeaders(row.headers, row.secrets),
  }));
}
