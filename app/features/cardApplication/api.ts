import * as cardApplication from '../../../api/cardApplication';
import type { CallOutput } from '../../../api/call';
import { useCall } from '../../data/calls';

export type CardApplication = CallOutput<typeof cardApplication.onboardingLogin>;

/** The person's application under way (the bank starts one on the first visit). */
export const useCardApplication = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useCall(cardApplication.onboardingLogin, {}, { enabled });

/** Where the card's terms and price list are. */
export const useCardDocuments = () => useCall(cardApplication.onboardingDocumentsUrls, {});
