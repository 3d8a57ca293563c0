/**
 * docs/product/trips-and-search.md Time slots: every 15 minutes from 06:00 to 05:45 the next day, grouped in periods.
 * "Later" (from midnight) belongs to the evening of the chosen date in the wizard's eyes, but the
 * trip is stored at its real clock time on the chosen date (docs/decisions.md).
 */
export const TIME_PERIODS = [
  { code: 'matin', label: 'Matin', from: '06:00', to: '11:30' },
  { code: 'midi', label: 'Midi', from: '11:45', to: '13:45' },
  { code: 'apres-midi', label: 'Après-midi', from: '14:00', to: '17:45' },
  { code: 'debut-soiree', label: 'Début de soirée', from: '18:00', to: '20:45' },
  { code: 'soiree', label: 'Soirée', from: '21:00', to: '23:45' },
  { code: 'plus-tard', label: 'Plus tard', from: '00:00', to: '05:45' },
] as const;

export type TimePeriodCode = (typeof TIME_PERIODS)[number]['code'];

const pad = (value: number) => String(value).padStart(2, '0');

/** The 15-minute slots of a period, "HH:MM". */
export function slotsOfPeriod(code: TimePeriodCode): string[] {
  const period = TIME_PERIODS.find((p) => p.code === code)!;
  const toMinutes = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));
  const slots: string[] = [];
  for (let m = toMinutes(period.from); m <= toMinutes(period.to); m += 15)
    slots.push(`${pad(Math.floor(m / 60))}:${pad(m % 60)}`);
  return slots;
}

/** "HH:MM" (or "HH:MM:SS") on a quarter hour. */
export function isQuarterHour(text: string): boolean {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(:00)?$/.exec(text);
  return match !== null && Number(match[2]) % 15 === 0;
}

/** Every quarter of an hour of a day, « 00:00 » to « 23:45 » (what isQuarterHour accepts). */
export const QUARTER_HOURS: readonly string[] = Array.from({ length: 96 }, (_, i) => {
  const minutes = i * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});
