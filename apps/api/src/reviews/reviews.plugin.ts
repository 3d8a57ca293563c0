import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REVIEW_TASKS, type InvitationPayload } from './review-jobs';
import { sendReviewInvitations } from './review-invitations.service';
import { publishClosedWindows } from './review-publication.service';

/** The reviews feature's background tasks (graphile-worker). */
export const reviewsPlugin = fp(
  async (app: FastifyInstance) => {
    app.jobs.define<InvitationPayload>(REVIEW_TASKS.invitation, async ({ trajetId }) => {
      await sendReviewInvitations(app.deps, trajetId, 'invitation');
    });
    app.jobs.define<InvitationPayload>(REVIEW_TASKS.reminder, async ({ trajetId }) => {
      await sendReviewInvitations(app.deps, trajetId, 'rappel');
    });
    app.jobs.define(REVIEW_TASKS.publication, async () => {
      await publishClosedWindows(app.deps);
    });
    app.jobs.schedule(`*/15 * * * * ${REVIEW_TASKS.publication}`);
  },
  { name: 'reviews', dependencies: ['jobs'] },
);
