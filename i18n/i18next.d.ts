import 'i18next';
import type { fi } from './fi';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof fi };
  }
}
