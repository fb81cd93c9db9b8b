import type { Texts } from '../fi';

export const svCards: Texts['cards'] = {
  invitation: {
    invalidType: 'Ange en giltig e-postadress',
    removeQuestion: 'Vill du verkligen ta bort inbjudan?',
  },
};
