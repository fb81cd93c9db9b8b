/** Payment cards and card-holder invitations. The card widgets' own labels are in `kit`. */
export const fiCards = {
  invitation: {
    // The spec's message key 'invalidType': a missing or malformed address.
    invalidType: 'Syötä kelvollinen sähköpostiosoite',
    removeQuestion: 'Haluatko varmasti poistaa kutsun?',
  },
} as const;
