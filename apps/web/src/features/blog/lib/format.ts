import { formatDay } from '@bonneroute/shared/dates';

/** 2024-05-13 → « 13 mai 2024 » */
export function formatPublicationDate(isoDate: string): string {
  return formatDay(isoDate, 'long');
}

export function formatReadingTime(minutes: number): string {
  return `${minutes} min de lecture`;
}
