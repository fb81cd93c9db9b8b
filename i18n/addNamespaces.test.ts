import { describe, expect, it } from 'vitest';
import { addNamespaces, type TextsFiles } from './addNamespaces';
import { createInstance, type Language } from './instance';

/** The loanCalculator namespace's files as a map of its own, counting the loads of each. */
function calculatorFiles(): { files: TextsFiles; loads: string[] } {
  const loads: string[] = [];
  const files: TextsFiles = (language: Language, namespace) =>
    namespace === 'loanCalculator'
      ? async () => {
          loads.push(language);
          return import(`./${language}/loanCalculator.ts`) as Promise<Record<string, unknown>>;
        }
      : undefined;
  return { files, loads };
}

describe('addNamespaces', () => {
  it('adds a namespace in the language in use and in Finnish, each file loaded once', async () => {
    const instance = createInstance('sv', {});
    const { files, loads } = calculatorFiles();
    await addNamespaces(instance, ['loanCalculator'], files);
    await addNamespaces(instance, ['loanCalculator'], files);
    expect(instance.t('loanCalculator.amount')).toBe('Lånebelopp');
    expect(instance.t('loanCalculator.amount', { lng: 'fi' })).toBe('Lainasumma');
    expect(loads.sort()).toEqual(['fi', 'sv']);
  });

  it('refuses a namespace its files do not hold', async () => {
    const instance = createInstance('fi', {});
    await expect(addNamespaces(instance, ['kit'], calculatorFiles().files)).rejects.toThrow(
      'No texts for fi/kit',
    );
  });
});
