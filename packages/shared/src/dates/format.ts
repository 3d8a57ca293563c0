/** French dates and times of a trip's head; a trip's date and time are Paris wall-clock already. */
const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];

function parts(isoDate: string): [number, number, number] {
  return isoDate.split('-').map(Number) as [number, number, number];
}

/** « 3 décembre », « 1er mai », with the year when it is not `currentYear`. */
export function frenchDayMonth(isoDate: string, currentYear: number): string {
  const [year, month, day] = parts(isoDate);
  const text = `${day === 1 ? '1er' : day} ${MONTHS[month - 1]}`;
  return year === currentYear ? text : `${text} ${year}`;
}

/** « jeudi 3 décembre 2026 ». */
export function frenchLongDate(isoDate: string): string {
  const [year, month, day] = parts(isoDate);
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday} ${day === 1 ? '1er' : day} ${MONTHS[month - 1]} ${year}`;
}

/** « 9 h », « 14 h 05 » (French typography: no leading zero on the hour, no « 00 »). */
export function frenchTime(heure: string): string {
  const [hours, minutes] = heure.split(':').map(Number) as [number, number];
  return minutes === 0 ? `${hours} h` : `${hours} h ${String(minutes).padStart(2, '0')}`;
}

/** `heure` plus a duration, on a 24-hour clock (the next day wraps round). */
export function addSeconds(heure: string, seconds: number): string {
  const [hours, minutes] = heure.split(':').map(Number) as [number, number];
  const total = (hours * 60 + minutes + Math.round(seconds / 60)) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
