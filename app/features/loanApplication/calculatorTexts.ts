/// <reference types="vite/client" />
import { addNamespaces } from '../../../i18n/addNamespaces';
import { bankTexts } from '../../shell/texts';

const files = import.meta.glob<Record<string, unknown>>('../../../i18n/*/loanCalculator.ts');

/**
 * The calculator's texts, the landing page's start: from a map of their own three files, not the
 * map of every namespace's (i18n/load.ts), which loads with what follows the calculator.
 */
export const loadCalculatorTexts = (): Promise<void> =>
  addNamespaces(bankTexts, ['loanCalculator'], (language, namespace) =>
    namespace === 'loanCalculator' ? files[`../../../i18n/${language}/${namespace}.ts`] : undefined,
  );
