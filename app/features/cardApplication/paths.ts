/** The application's page, where strong identification brings the applicant back. */
export const APPLY_PATH = '/bank/cards/apply';
/** The card list (helper A's page), where the new card shows. */
export const CARDS_PATH = '/bank/cards';
