import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import type { SemanticColors } from './theme';

extend([a11yPlugin]);

/** WCAG 2.2 AA minimums: 4.5 for text, 3 for large text and for graphical objects (1.4.11). */
export const MIN_TEXT_CONTRAST = 4.5;
export const MIN_GRAPHIC_CONTRAST = 3;

export interface ContrastPair {
  /** Where the pair appears, e.g. "primary button text". */
  use: string;
  foreground: string;
  background: string;
  minimum: number;
}

export function contrastRatio(foreground: string, background: string): number {
  return colord(foreground).contrast(background);
}

/**
 * The shade of `foreground` nearest to it (the least change of lightness, same hue) that meets
 * `minimum` against `background`, as #rrggbb; `undefined` if no shade of it does.
 */
export function nearestPassingShade(
  foreground: string,
  background: string,
  minimum: number,
): string | undefined {
  const colour = colord(foreground);
  for (let step = 1; step <= 100; step++) {
    const shades = [colour.darken(step / 100), colour.lighten(step / 100)]
      .filter((shade) => shade.contrast(background) >= minimum)
      .sort((a, b) => b.contrast(background) - a.contrast(background));
    if (shades[0]) return shades[0].toHex();
  }
  return undefined;
}

/**
 * Every foreground/background pair a kit component draws in one scheme's colours (a theme's
 * `colors` or `darkColors`), with the minimum it must meet.
 */
export function contrastPairs(c: SemanticColors): ContrastPair[] {
  const text = (use: string, foreground: string, background: string): ContrastPair => ({
    use,
    foreground,
    background,
    minimum: MIN_TEXT_CONTRAST,
  });
  const graphic = (use: string, foreground: string, background: string): ContrastPair => ({
    use,
    foreground,
    background,
    minimum: MIN_GRAPHIC_CONTRAST,
  });
  const surfaces = {
    page: c.background.page,
    surface: c.background.surface,
    muted: c.background.muted,
  };
  const pairs: ContrastPair[] = [];
  for (const [name, background] of Object.entries(surfaces)) {
    pairs.push(
      text(`body text on ${name}`, c.text.default, background),
      text(`secondary text on ${name}`, c.text.muted, background),
      text(`heading on ${name}`, c.text.heading, background),
      text(`link on ${name}`, c.text.link, background),
      text(`incoming amount on ${name}`, c.text.positive, background),
      text(`outgoing amount on ${name}`, c.text.negative, background),
      graphic(`input border on ${name}`, c.border.control, background),
      graphic(`focus ring on ${name}`, c.border.focus, background),
      graphic(`primary button edge on ${name}`, c.action.primary, background),
      graphic(`selected control on ${name}`, c.action.selected, background),
    );
  }
  pairs.push(
    text('header text', c.text.onHeader, c.background.header),
    graphic('focus ring in the header', c.text.onHeader, c.background.header),
    text('primary button text', c.text.onAction, c.action.primary),
    text('primary button text, hovered', c.text.onAction, c.action.primaryHover),
    text('primary button text, pressed', c.text.onAction, c.action.primaryActive),
    text('disabled button text', c.action.onDisabled, c.action.disabled),
    text('text on a selected toggle', c.background.surface, c.action.selected),
  );
  for (const [intent, colours] of Object.entries(c.feedback)) {
    pairs.push(
      text(`${intent} alert text`, colours.text, colours.surface),
      text(`body text in a ${intent} alert`, c.text.default, colours.surface),
      text(`link in a ${intent} alert`, c.text.link, colours.surface),
      graphic(`${intent} alert border and icon`, colours.border, colours.surface),
      text(`${intent} field message on the surface`, colours.text, c.background.surface),
    );
  }
  for (const [tone, colours] of Object.entries(c.badge)) {
    pairs.push(text(`${tone} badge`, colours.text, colours.surface));
  }
  for (const [skin, colours] of Object.entries(c.card)) {
    pairs.push(text(`text on the ${skin} card`, colours.text, colours.surface));
  }
  return pairs;
}
