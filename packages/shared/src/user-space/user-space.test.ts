import { describe, expect, it } from 'vitest';
import { computeBadges } from './badges';
import {
  ageOn,
  birthDateFormSchema,
  isBirthDateInAgeRange,
  readProfileBirthDate,
} from './birth-date';
import { userSpaceTexts } from './texts';
import { CAR_BRANDS, CAR_MODELS } from './car-models';
import { isIban, maskIban } from './iban';

describe('IBAN', () => {
  it('checks the key and masks all but the country, key and last four', () => {
    expect(isIban('fr14 2004 1010 0505 0001 3m02 606')).toBe(true);
    expect(isIban('FR15 2004 1010 0505 0001 3M02 606')).toBe(false);
    expect(isIban('BE68539007547034')).toBe(true);
    expect(maskIban('BE68539007547034')).toBe('BE68 •••• •••• 7034');
  });
});

describe('birth date range (docs/product/user-space.md: 16 to 90 years)', () => {
  it('counts whole years on the calendar', () => {
    expect(ageOn('2008-06-10', '2024-06-09')).toBe(15);
    expect(ageOn('2008-06-10', '2024-06-10')).toBe(16);
    expect(isBirthDateInAgeRange('2008-06-10', '2024-06-10')).toBe(true);
    expect(isBirthDateInAgeRange('2008-06-11', '2024-06-10')).toBe(false);
    expect(isBirthDateInAgeRange('1934-01-01', '2024-06-10')).toBe(true);
    expect(isBirthDateInAgeRange('1933-06-09', '2024-06-10')).toBe(false);
    expect(isBirthDateInAgeRange('1990-02-30', '2024-06-10')).toBe(false);
  });
});

describe('badges', () => {
  it('gives FILOU when the three conditions are met', () => {
    const all = computeBadges({
      email_valide: true,
      profil_complet: true,
      trajet_rejoint: true,
      site_partage: true,
    });
    expect(all.filou).toMatchObject({ obtenu: true, progression: 100 });
    const none = computeBadges({
      email_valide: false,
      profil_complet: false,
      trajet_rejoint: false,
      site_partage: false,
    });
    expect(none).toMatchObject({ rookie: false, filou: { obtenu: false, progression: 0 } });
  });
});

describe('car list', () => {
  it('has at least 40 brands, each with models and no duplicates', () => {
    expect(CAR_BRANDS.length).toBeGreaterThanOrEqual(40);
    for (const brand of CAR_BRANDS) {
      const models = CAR_MODELS[brand]!;
      expect(models.length, brand).toBeGreaterThan(0);
      expect(new Set(models).size, brand).toBe(models.length);
    }
  });
});

describe('birth date and age, one rule for every form and route (docs/product/user-space.md)', () => {
  it('counts whole years on the calendar', () => {
    expect(ageOn('1990-03-15', '2026-03-14')).toBe(35);
    expect(ageOn('1990-03-15', '2026-03-15')).toBe(36);
  });

  it('reads JJ/MM/YYYY in the profile dialog: format, existing day, 16 to 90 years', () => {
    const today = '2026-11-24';
    expect(readProfileBirthDate('15/03/1990', today)).toEqual({ iso: '1990-03-15' });
    expect(readProfileBirthDate('1990-03-15', today)).toEqual({
      error: userSpaceTexts.birthDateFormat,
    });
    expect(readProfileBirthDate('31/02/1990', today)).toEqual({
      error: userSpaceTexts.birthDateRange,
    });
    expect(readProfileBirthDate('25/11/2010', today)).toEqual({
      error: userSpaceTexts.birthDateRange,
    });
    expect(readProfileBirthDate('24/11/2010', today)).toEqual({ iso: '2010-11-24' });
    expect(isBirthDateInAgeRange('1936-11-24', today)).toBe(true);
    expect(isBirthDateInAgeRange('1935-11-23', today)).toBe(false);
  });
});

describe('birth date form schema (docs/product/user-space.md: dialog)', () => {
  it('reads JJ/MM/YYYY into the ISO date, or answers the documented message', () => {
    expect(birthDateFormSchema.parse({ date_naissance: '15/03/1990' })).toEqual({
      date_naissance: '1990-03-15',
    });
    const wrong = birthDateFormSchema.safeParse({ date_naissance: '1990-03-15' });
    expect(wrong.error?.issues[0]?.message).toBe(userSpaceTexts.birthDateFormat);
  });
});
