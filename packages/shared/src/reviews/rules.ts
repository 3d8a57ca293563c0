import { addDays, calendarDateInParis, parisDateTimeToInstant } from '../dates';

/**
 * The review rules, written once: the server enforces them, the form and the pages
 * show them.
 */
export const REVIEW_WINDOW_DAYS = 14;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_COMMENT_MAX = 500;
/** Below this many stars the comment is required: a bad rating must say what went wrong. */
export const COMMENT_REQUIRED_BELOW = 3;
export const REPORT_REASON_MAX = 500;
export const HIDE_REASON_MAX = 255;
/** The invitation goes out the day after arrival at this time (Paris); the reminder a week later. */
export const INVITATION_TIME = '10:00';
export const REMINDER_AFTER_DAYS = 7;

export function isCommentRequired(note: number): boolean {
  return note < COMMENT_REQUIRED_BELOW;
}

/** When the trip ended: departure plus the estimated duration. */
export function arrivalInstant(departLe: Date, dureeSecondes: number | null): Date {
  return new Date(departLe.getTime() + (dureeSecondes ?? 0) * 1000);
}

/**
 * The last day a review may be written: the 14th day after the arrival day (Paris calendar), so
 * that people get whole days. Reviews are published at the latest when that day ends.
 */
export function reviewLastDay(arrival: Date): string {
  return addDays(calendarDateInParis(arrival), REVIEW_WINDOW_DAYS);
}

/** The instant the window closes: midnight (Paris) at the end of the last day. */
export function reviewDeadline(arrival: Date): Date {
  return parisDateTimeToInstant(addDays(reviewLastDay(arrival), 1), '00:00');
}

/** The last day of a window, from the instant it closes. */
export function lastDayBefore(deadline: Date): string {
  return calendarDateInParis(new Date(deadline.getTime() - 1));
}

/** The invitation: the day after arrival, at 10:00 Paris time. */
export function invitationInstant(arrival: Date): Date {
  return parisDateTimeToInstant(addDays(calendarDateInParis(arrival), 1), INVITATION_TIME);
}

/** The reminder: a week after the invitation, for those who have not reviewed yet. */
export function reminderInstant(arrival: Date): Date {
  return parisDateTimeToInstant(
    addDays(calendarDateInParis(arrival), 1 + REMINDER_AFTER_DAYS),
    INVITATION_TIME,
  );
}

export function isWindowOpen(deadline: Date, now: Date = new Date()): boolean {
  return now.getTime() < deadline.getTime();
}

/**
 * Double-blind publication: a review stays hidden from everyone but its author until the other
 * side has reviewed too (both go public together) or the window has closed. Nobody can answer a
 * bad review with a bad review.
 */
export function isPublishable(input: {
  counterpartWritten: boolean;
  deadline: Date;
  now?: Date;
}): boolean {
  return input.counterpartWritten || !isWindowOpen(input.deadline, input.now);
}

/** The average shown everywhere: one decimal, or null for a new member (no review yet). */
export function averageRating(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((sum / count) * 10) / 10;
}
