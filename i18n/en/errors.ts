import type { Texts } from '../fi';

export const enErrors: Texts['errors'] = {};
