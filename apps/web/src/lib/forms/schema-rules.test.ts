import { describe, expect, it } from 'vitest';
import { createAlertBodySchema } from '@bonneroute/shared/alerts';
import {
  createPromoCodeBodySchema,
  identityCorrectionBodySchema,
  suspendUserBodySchema,
} from '@bonneroute/shared/admin';
import { createPaymentBodySchema } from '@bonneroute/shared/booking';
import {
  CHAT_MESSAGE_MAX,
  chatMessageFormSchema,
  publicMessageBodySchema,
  sendChatMessageBodySchema,
  sendTripMessageBodySchema,
  TRIP_MESSAGE_MAX,
  tripMessageFormSchema,
} from '@bonneroute/shared/messaging';
import { createReviewBodySchema, replyBodySchema } from '@bonneroute/shared/reviews';
import { createTripBodySchema } from '@bonneroute/shared/trips';
import { otpBodySchema, profileFormSchema } from '@bonneroute/shared/user-space';
import { isRequired, maxLengthOf, rangeOf, textRules } from './schema-rules';

describe('schema rules (a field’s limits read from the server’s schema)', () => {
  it('reads maximum lengths through trims, refinements, optionals and transforms', () => {
    expect(maxLengthOf(profileFormSchema.shape.nom)).toBe(75);
    expect(maxLengthOf(profileFormSchema.shape.adresse)).toBe(255);
    expect(maxLengthOf(profileFormSchema.shape.code_postal)).toBe(10);
    expect(maxLengthOf(createPromoCodeBodySchema.shape.code)).toBe(32);
    expect(maxLengthOf(suspendUserBodySchema.shape.motif)).toBe(255);
    expect(maxLengthOf(identityCorrectionBodySchema.shape.prenom)).toBe(75);
    expect(maxLengthOf(createAlertBodySchema.shape.depart)).toBe(120);
    expect(maxLengthOf(createTripBodySchema.shape.description)).toBe(1000);
    expect(maxLengthOf(createTripBodySchema.shape.adresse_depart)).toBe(255);
    expect(maxLengthOf(createPaymentBodySchema.shape.titulaire)).toBe(120);
    expect(maxLengthOf(otpBodySchema.shape.code)).toBe(6);
  });

  it('reads number bounds and whether a value is required', () => {
    expect(rangeOf(createPaymentBodySchema.shape.nb_places)).toEqual({ min: 1, max: 4 });
    expect(isRequired(profileFormSchema.shape.nom)).toBe(true);
    expect(isRequired(profileFormSchema.shape.nationalite)).toBe(true);
    expect(isRequired(profileFormSchema.shape.ville)).toBe(false);
    expect(textRules(profileFormSchema.shape.ville)).toEqual({ maxLength: 120 });
  });

  it('gives the talk forms the limits the server checks (docs/product/README.md: 255, 180, 250, 500)', () => {
    expect(maxLengthOf(tripMessageFormSchema.shape.message)).toBe(255);
    expect(maxLengthOf(chatMessageFormSchema.shape.texte)).toBe(255);
    // The trip and chat boxes load their schema lazily and show the constant it is built with.
    expect(maxLengthOf(tripMessageFormSchema.shape.message)).toBe(TRIP_MESSAGE_MAX);
    expect(maxLengthOf(chatMessageFormSchema.shape.texte)).toBe(CHAT_MESSAGE_MAX);
    expect(textRules(publicMessageBodySchema.shape.nom)).toEqual({
      maxLength: 180,
      'aria-required': true,
    });
    expect(textRules(publicMessageBodySchema.shape.email)).toEqual({
      maxLength: 180,
      'aria-required': true,
    });
    expect(maxLengthOf(publicMessageBodySchema.shape.message)).toBe(250);
    expect(maxLengthOf(createReviewBodySchema.shape.commentaire)).toBe(500);
    expect(maxLengthOf(replyBodySchema.shape.reponse)).toBe(500);
  });

  it('checks a typed message with the very field schema of the server’s body', () => {
    expect(tripMessageFormSchema.shape.message).toBe(sendTripMessageBodySchema.shape.message);
    expect(chatMessageFormSchema.shape.texte).toBe(sendChatMessageBodySchema.shape.texte);
  });
});
