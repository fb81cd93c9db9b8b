import type { Texts } from '../fi';

export const svErrors: Texts['errors'] = {};
