import { describe, expect, it } from 'vitest';
import { ibanBodySchema } from './iban-schema';
import { isIban } from './iban';
import { checkMobile, formatPhone, telephoneBodySchema, toE164Mobile } from './phone';
import { isPostcodeOf } from './postcode';
import { driverInfoFormSchema, profileFormSchema, userInfoBodySchema } from './schemas';
import { userSpaceTexts } from './texts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('mobile numbers of the four countries (docs/decisions/025)', () => {
  it.each([
    ['+32 470 12 34 56', '+32470123456', 'BE'],
    ['0032 470 12 34 56', '+32470123456', 'BE'],
    ['+41 79 123 45 67', '+41791234567', 'CH'],
    ['+352 621 123 456', '+352621123456', 'LU'],
    ['06 12 34 56 78', '+33612345678', 'FR'],
    ['06.12;34-56 78', '+33612345678', 'FR'],
    ['07 51 23 45 67', '+33751234567', 'FR'],
    ['+33 6 12 34 56 78', '+33612345678', 'FR'],
  ])('reads %s as %s (%s)', (typed, e164, country) => {
    expect(checkMobile(typed)).toEqual({ ok: true, e164, country });
  });

  it.each([
    ['05 12 34 56 78', 'a French landline'],
    ['061234567', 'nine digits'],
    ['+32 2 555 12 12', 'a Brussels landline'],
    ['0470 12 34 56', 'a Belgian mobile without +32 (read as French)'],
    ['+41 22 123 45 67', 'a Geneva landline'],
    ['+352 621 123', 'a Luxembourg mobile cut short'],
    ['bonjour', 'no number at all'],
    ['', 'nothing'],
  ])('refuses %s (%s) as not a mobile', (typed) => {
    expect(checkMobile(typed)).toEqual({ ok: false, reason: 'format' });
    expect(toE164Mobile(typed)).toBeNull();
  });

  it('refuses a real mobile of another country with its own message', () => {
    expect(checkMobile('+49 151 23456789')).toEqual({ ok: false, reason: 'country' });
    const result = telephoneBodySchema.safeParse({ telephone: '+49 151 23456789' });
    expect(firstMessage(result)).toBe(userSpaceTexts.phoneCountry);
  });

  it('the body schema answers E.164, or the format message', () => {
    expect(telephoneBodySchema.parse({ telephone: '+32 470 12 34 56' })).toEqual({
      telephone: '+32470123456',
    });
    expect(firstMessage(telephoneBodySchema.safeParse({ telephone: '0512345678' }))).toBe(
      userSpaceTexts.phoneFormat,
    );
  });

  it('shows French numbers the French way and the others internationally', () => {
    expect(formatPhone('+33612345678')).toBe('06 12 34 56 78');
    expect(formatPhone('+32470123456')).toBe('+32 470 12 34 56');
    expect(formatPhone('+41791234567')).toBe('+41 79 123 45 67');
    expect(formatPhone('+352621123456')).toBe('+352 621 123 456');
    expect(formatPhone(null)).toBe('');
  });
});

describe('postcodes of the four countries', () => {
  it.each([
    ['FR', '69001', true],
    ['FR', '6900', false],
    ['BE', '1000', true],
    ['BE', '10000', false],
    ['BE', '0999', false],
    ['LU', '1009', true],
    ['LU', 'L-1009', false],
    ['CH', '1201', true],
    ['CH', '120', false],
    ['DE', '10115', true],
    ['GB', 'SW1A 1AA', true],
  ])('%s %s → %s', (country, postcode, ok) => {
    expect(isPostcodeOf(country, postcode)).toBe(ok);
  });

  const info = {
    nationalite: 'BE',
    pays_residence: 'BE',
    adresse: 'Rue Neuve 1',
    ville: 'Bruxelles',
  };

  it('the profile takes a Belgian postcode and refuses a French one for Belgium, at the field', () => {
    expect(userInfoBodySchema.safeParse({ ...info, code_postal: '1000' }).success).toBe(true);
    const refused = userInfoBodySchema.safeParse({ ...info, code_postal: '75001' });
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['code_postal'],
      message: userSpaceTexts.postcodeFormat('Belgique', 4, '1000'),
    });
    expect(userInfoBodySchema.safeParse({ ...info, code_postal: '' }).success).toBe(true);
  });

  it('the driver dialog and the profile form apply the same rule', () => {
    expect(driverInfoFormSchema.safeParse({ ...info, code_postal: '1000' }).success).toBe(true);
    expect(driverInfoFormSchema.safeParse({ ...info, code_postal: '100' }).success).toBe(false);
    const profile = { nom: 'Peeters', prenom: 'Anna', sexe: 'F', ...info };
    expect(profileFormSchema.safeParse({ ...profile, code_postal: '1000' }).success).toBe(true);
    expect(profileFormSchema.safeParse({ ...profile, code_postal: '75001' }).success).toBe(false);
  });
});

describe('IBANs of the four countries', () => {
  const holder = { nom: 'Peeters', prenom: 'Anna', adresse: 'Rue Neuve 1', ville: 'Bruxelles' };

  it.each([
    ['FR14 2004 1010 0505 0001 3M02 606', 'FR', '69001'],
    ['BE68 5390 0754 7034', 'BE', '1000'],
    ['LU28 0019 4006 4475 0000', 'LU', '1009'],
    ['CH93 0076 2011 6238 5295 7', 'CH', '1201'],
  ])('accepts %s for a holder in %s', (iban, pays, code_postal) => {
    expect(isIban(iban)).toBe(true);
    const body = ibanBodySchema.parse({ ...holder, iban, pays, code_postal });
    expect(body.iban).toBe(iban.replace(/\s/g, ''));
  });

  it('refuses a wrong check digit and a postcode of the wrong country', () => {
    expect(isIban('BE69 5390 0754 7034')).toBe(false);
    expect(isIban('CH94 0076 2011 6238 5295 7')).toBe(false);
    const wrongKey = ibanBodySchema.safeParse({
      ...holder,
      iban: 'BE69 5390 0754 7034',
      pays: 'BE',
      code_postal: '1000',
    });
    expect(firstMessage(wrongKey)).toBe(userSpaceTexts.ibanInvalid);
    const wrongPostcode = ibanBodySchema.safeParse({
      ...holder,
      iban: 'BE68 5390 0754 7034',
      pays: 'BE',
      code_postal: '75001',
    });
    expect(wrongPostcode.error?.issues[0]?.path).toEqual(['code_postal']);
  });
});

describe('phone body against bad input', () => {
  it('refuses control characters and overlong input without throwing', () => {
    expect(telephoneBodySchema.safeParse({ telephone: '\u0000+32470123456' }).success).toBe(false);
    expect(telephoneBodySchema.safeParse({ telephone: '6'.repeat(70_000) }).success).toBe(false);
    expect(telephoneBodySchema.safeParse({ telephone: 612345678 }).success).toBe(false);
  });
});
