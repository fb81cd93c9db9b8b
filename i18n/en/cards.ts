import type { Texts } from '../fi';

export const enCards: Texts['cards'] = {
  invitation: {
    invalidType: 'Enter a valid email address',
    removeQuestion: 'Do you really want to remove the invitation?',
  },
};
