import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user_tokens, utilisateurs } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { lastEmailTo, linkPathIn } from '../test/factories';

/**
 * An address registered but never validated belongs to whoever reads it: a second sign-up
 * replaces the pending account, and the links of the first one stop working. Before, the second
 * sign-up got 409 and a « resend » that validated the first registrant's password.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

function signUp(email: string, who: { prenom: string; nom: string; password: string }) {
  return {
    ...who,
    email,
    sexe: who.prenom === 'Intrus' ? 'M' : 'F',
    date_naissance: who.prenom === 'Intrus' ? '1985-01-01' : '1992-03-14',
    password_confirmation: who.password,
    cgu: '1',
  };
}
const ATTACKER = { prenom: 'Intrus', nom: 'Pirate', password: 'Pirate#2026' };
const VICTIM = { prenom: 'léa', nom: 'Martin', password: 'Victime#2026' };

async function validationHash(email: string): Promise<string> {
  const mail = await lastEmailTo(ctx.db, email);
  return linkPathIn(mail!.text, '/validation-email/').split('/')[2]!;
}

/** The minute between two validation mails of one account has passed. */
async function aMinuteLater(email: string) {
  await ctx.db.execute(sql`
    update user_tokens set created_at = created_at - interval '2 minutes'
    where utilisateur_id = (select id from utilisateurs where email = ${email})`);
}

const login = (email: string, password: string) =>
  ctx.client().post('/api/login', { email, password }, { as: 'multipart' });

describe('signing up with an address nobody validated yet', () => {
  it('replaces the pending account: the victim validates with the new link and owns it', async () => {
    const email = 'victime@exemple.fr';
    const first = await ctx.client().post('/api/register', signUp(email, ATTACKER));
    expect(first.status).toBe(201);
    const attackerHash = await validationHash(email);
    await aMinuteLater(email);
    // A resend asked by the attacker: its link must die with the sign-up too.
    expect((await ctx.client().post('/api/register/resend', { email })).status).toBe(200);
    const resentHash = await validationHash(email);
    await aMinuteLater(email);

    const second = await ctx.client().post('/api/register', signUp(email, VICTIM));
    expect(second.status).toBe(201);
    const victimHash = await validationHash(email);
    expect(victimHash).not.toBe(attackerHash);

    for (const hash of [attackerHash, resentHash]) {
      const old = await ctx.client().post('/api/register/verify', { hash });
      expect(old.status).toBe(404);
    }
    const verified = await ctx.client().post('/api/register/verify', { hash: victimHash });
    expect(verified.status).toBe(200);
    expect(verified.body.data.attributes).toEqual({ prenom: 'léa' });

    expect((await login(email, VICTIM.password)).status).toBe(200);
    const attacker = await login(email, ATTACKER.password);
    expect(attacker.status).toBe(401);
    // The first links stay dead once the account is validated (not « déjà validé »).
    for (const hash of [attackerHash, resentHash]) {
      expect((await ctx.client().post('/api/register/verify', { hash })).status).toBe(404);
    }
    const rows = await ctx.db.select().from(utilisateurs).where(eq(utilisateurs.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: first.body.data.id,
      prenom: 'léa',
      nom: 'Martin',
      sexe: 'F',
      date_naissance: '1992-03-14',
      activated: true,
    });

    // Validated, the address is taken for good.
    const third = await ctx.client().post('/api/register', signUp(email, ATTACKER));
    expect(third.status).toBe(409);
    expect(third.body.errors[0].code).toBe('email_taken');
  });

  it('waits a minute after the last validation mail before replacing (no mail flood)', async () => {
    const email = 'patience@exemple.fr';
    expect((await ctx.client().post('/api/register', signUp(email, ATTACKER))).status).toBe(201);
    const again = await ctx.client().post('/api/register', signUp(email, VICTIM));
    expect(again.status).toBe(429);
    expect(again.body.errors[0].code).toBe('mail_too_soon');
    // Nothing was replaced.
    const [row] = await ctx.db.select().from(utilisateurs).where(eq(utilisateurs.email, email));
    expect(row!.prenom).toBe('Intrus');
  });

  it('ten sign-ups of one pending address at once leave one account, one live link, one password', async () => {
    const email = 'bousculade@exemple.fr';
    expect((await ctx.client().post('/api/register', signUp(email, ATTACKER))).status).toBe(201);
    await aMinuteLater(email);
    const people = Array.from({ length: 10 }, (_, i) => ({
      prenom: `Personne${i}`,
      nom: 'Course',
      password: `Course#${i}2026`,
    }));
    const responses = await Promise.all(
      people.map((who) => ctx.client().post('/api/register', signUp(email, who))),
    );
    const winners = responses.flatMap((response, i) => (response.status === 201 ? [i] : []));
    expect(winners).toHaveLength(1);
    expect(responses.filter((response) => response.status === 429)).toHaveLength(9);

    const rows = await ctx.db.select().from(utilisateurs).where(eq(utilisateurs.email, email));
    expect(rows).toHaveLength(1);
    const winner = people[winners[0]!]!;
    expect(rows[0]!.prenom).toBe(winner.prenom);
    const links = await ctx.db
      .select()
      .from(user_tokens)
      .where(eq(user_tokens.utilisateur_id, rows[0]!.id));
    expect(links).toHaveLength(1);
    const hash = await validationHash(email);
    expect((await ctx.client().post('/api/register/verify', { hash })).status).toBe(200);
    expect((await login(email, winner.password)).status).toBe(200);
    expect((await login(email, ATTACKER.password)).status).toBe(401);
  });
});
