import styled from 'styled-components';
import {
  contrastPairs,
  contrastRatio,
  nearestPassingShade,
  type ContrastPair,
} from '../../themes/contrast';
import { colorsOf, COLOR_SCHEMES, type ColorScheme } from '../../themes/schemes';
import type { BankTheme } from '../../themes/theme';
import { Button } from '../../ui/Button';
import { StatusBadge } from '../../ui/StatusBadge';

export interface FailingPair extends ContrastPair {
  scheme: ColorScheme;
  ratio: number;
  /** The foreground's nearest shade that passes, if any does. */
  shade?: string;
}

/** Every pair of both schemes that fails WCAG 2.2 AA, with the shade that would pass. */
export function failingPairs(theme: BankTheme): FailingPair[] {
  return COLOR_SCHEMES.flatMap((scheme) =>
    contrastPairs(colorsOf(theme, scheme)).flatMap((pair) => {
      const ratio = contrastRatio(pair.foreground, pair.background);
      if (ratio >= pair.minimum) return [];
      const shade = nearestPassingShade(pair.foreground, pair.background, pair.minimum);
      return [{ ...pair, scheme, ratio, ...(shade ? { shade } : {}) }];
    }),
  );
}

const Swatch = styled.span<{ $colour: string }>`
  display: inline-block;
  width: 1.25rem;
  height: 1.25rem;
  margin-right: ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.colors.border.control};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $colour }) => $colour};
  vertical-align: middle;
`;

const Verdict = styled.p`
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

const Failures = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[4]};
`;

export interface ContrastReportProps {
  theme: BankTheme;
  /** Replaces a foreground colour of a scheme with its passing shade. */
  onUseShade(scheme: ColorScheme, from: string, to: string): void;
}

/**
 * The contrast of every pair the kit draws, in both schemes, as the brand changes: all pass, or
 * each failing pair with its ratio, its minimum and the nearest passing shade to use instead.
 * A polite live region (not an alert): a screen reader hears the verdict change as colours are
 * typed, without being interrupted at each key.
 */
export function ContrastReport({ theme, onUseShade }: ContrastReportProps) {
  const failing = failingPairs(theme);
  const total = COLOR_SCHEMES.reduce(
    (sum, scheme) => sum + contrastPairs(colorsOf(theme, scheme)).length,
    0,
  );
  return (
    <section aria-labelledby="studio-contrast">
      <h2 id="studio-contrast">Contrast, WCAG 2.2 AA</h2>
      <Verdict role="status" aria-label="Contrast check">
        {failing.length === 0 ? (
          <>
            <StatusBadge tone="green" label="Pass" /> All {total} pairs pass in both schemes.
          </>
        ) : (
          <>
            <StatusBadge tone="red" label="Fail" /> {failing.length} of {total} pairs fail.
          </>
        )}{' '}
        Text needs 4.5:1, large text and controls 3:1.
      </Verdict>
      {failing.length > 0 && (
        <Failures aria-label="Failing pairs">
          {failing.map((pair) => (
            <li key={`${pair.scheme} ${pair.use}`}>
              <strong>
                {pair.scheme}: {pair.use}
              </strong>{' '}
              — {pair.ratio.toFixed(2)}:1, needs {pair.minimum}:1 (
              <Swatch $colour={pair.foreground} />
              {pair.foreground} on <Swatch $colour={pair.background} />
              {pair.background}).{' '}
              {pair.shade ? (
                <Button
                  variant="secondary"
                  onClick={() => onUseShade(pair.scheme, pair.foreground, pair.shade!)}
                >
                  Use the nearest passing shade {pair.shade}
                </Button>
              ) : (
                'No shade of this colour passes: change the background.'
              )}
            </li>
          ))}
        </Failures>
      )}
    </section>
  );
}
