const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });

/** 2024-05-13 → « 13 mai 2024 » */
export function formatPublicationDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}

export function formatReadingTime(minutes: number): string {
  return `${minutes} min de lecture`;
}
