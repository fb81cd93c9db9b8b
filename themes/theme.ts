/**
 * The typed shape of a brand theme. Three layers, as in Eufemia: a brand's raw palette → these
 * semantic tokens (named by role and intent) → component styles, which read only semantic tokens.
 */
export interface FeedbackColors {
  /** Background of an alert or banner of this intent. */
  surface: string;
  /** Its border and icon: a graphical object, 3:1 against the surface. */
  border: string;
  /** Its text, 4.5:1 against the surface. */
  text: string;
}

export interface BadgeColors {
  surface: string;
  text: string;
}

/** A payment card's skin: its face and the text embossed on it (4.5:1). */
export interface CardSkinColors {
  surface: string;
  text: string;
}

export interface SemanticColors {
  background: {
    page: string;
    surface: string;
    muted: string;
    header: string;
    /** The scrim behind a modal. */
    overlay: string;
  };
  text: {
    default: string;
    muted: string;
    heading: string;
    onHeader: string;
    link: string;
    onAction: string;
    positive: string;
    negative: string;
  };
  action: {
    primary: string;
    primaryHover: string;
    primaryActive: string;
    /** Filled track of sliders, selected toggles and step segments. */
    selected: string;
    disabled: string;
    onDisabled: string;
  };
  border: {
    /** Dividers between rows: decoration, no contrast requirement. */
    subtle: string;
    /** Borders of inputs and other controls: 3:1 against the surface. */
    control: string;
    focus: string;
  };
  feedback: {
    info: FeedbackColors;
    success: FeedbackColors;
    warning: FeedbackColors;
    danger: FeedbackColors;
  };
  badge: {
    green: BadgeColors;
    orange: BadgeColors;
    red: BadgeColors;
  };
  /** The skins of `PaymentCardVisual`, by the card image the bank names (`card-consumer`…). */
  card: {
    consumer: CardSkinColors;
    business: CardSkinColors;
    accountingPartner: CardSkinColors;
  };
}

/** A page's colour scheme: the customer's choice, or the device's (`prefers-color-scheme`). */
export type ColorScheme = 'light' | 'dark';

export interface Typography {
  fontFamily: string;
  /** rem sizes of the type scale, smallest first. */
  size: {
    xs: string;
    sm: string;
    md: string;
    lg: string;
    xl: string;
    xxl: string;
    display: string;
  };
  weight: { regular: number; medium: number; bold: number };
  lineHeight: { tight: number; normal: number };
}

export interface BankTheme {
  id: string;
  /** The brand's name as designers and partner brands know it. */
  name: string;
  /** The name where `name` is too long (an installed app's icon); `name` if not given. */
  shortName?: string;
  /** The light scheme's colours: also what the PDFs and the installed app's manifest use. */
  colors: SemanticColors;
  /** The dark scheme's colours, designed for a dark page (not the light ones inverted). */
  darkColors: SemanticColors;
  /**
   * The brand's logo as an image address (an SVG or PNG `data:` URL, or a path the bank serves),
   * drawn in the header in place of the bank's name in text; its alt text is the bank's name.
   */
  logo?: string;
  typography: Typography;
  /** 4-px based spacing scale: space[0] = 0 … space[8] = 64px. */
  space: readonly string[];
  radii: { sm: string; md: string; lg: string; pill: string };
  shadows: { sm: string; md: string; lg: string };
  /** Minimum widths in px, mobile first. */
  breakpoints: { sm: number; md: number; lg: number; xl: number };
}

/** The scales a brand shares with the others unless its file overrides them. */
export type ThemeScales = Omit<
  BankTheme,
  'id' | 'name' | 'shortName' | 'colors' | 'darkColors' | 'logo'
>;
