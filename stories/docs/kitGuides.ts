/**
 * What a designer needs beside a kit component's props: when to use it and when not, and how it
 * behaves for the keyboard and for a screen reader. One entry per component of `stories/kit/`
 * (a rules test holds the two lists equal); the kit's docs page (KitDocsPage) shows it.
 */
export interface KitGuide {
  use: string;
  avoid: string;
  keyboard: string;
  screenReader: string;
}

const NO_KEYS = 'Not focusable: nothing to operate.';
const DIALOG_KEYS =
  'Focus moves into the dialog when it opens and stays inside it (Tab, Shift+Tab); Esc closes it; focus returns to the control that opened it.';
const DIALOG_READER =
  'A modal dialog (`role="dialog"`, `aria-modal`) named by its title; the page behind is inert, so a screen reader cannot wander out.';
const FIELD_KEYS =
  'Tab reaches the input; typing edits it; the error shows after leaving the field or submitting.';
const FIELD_READER =
  'The input is named by its label and described by its hint and error; `aria-invalid` is set only while an error shows, and the error is announced from a polite live region.';

export const KIT_GUIDES: Record<string, KitGuide> = {
  AccountGroupRibbon: {
    use: 'Above a group of accounts (payment, savings, term deposits…) to name the group and show its total.',
    avoid:
      'For a single account (use AccountRow) or as a general page heading (use SectionHeader).',
    keyboard: NO_KEYS,
    screenReader: 'A heading at the level given (`level`), the total read as money in words.',
  },
  AccountRow: {
    use: 'One account in a list: its name, IBAN and balance, linking to the account.',
    avoid: 'For a transaction (TransactionRow) or for a list row that is no account (ListRow).',
    keyboard: 'One link: Tab reaches it, Enter opens the account.',
    screenReader:
      'One link whose name is the account’s name; the IBAN is read in groups and the balance as money.',
  },
  AlertBox: {
    use: 'A message about the page or a form: information, success, a warning or an error.',
    avoid: 'For a field’s own error (FormField shows it) or for long content (use Panel).',
    keyboard: 'Only its dismiss button, when `dismissable`, is focusable.',
    screenReader:
      'Errors and warnings are `role="alert"` (read at once); information and success `role="status"` (read when the reader is free). The icon repeats the tone in words.',
  },
  AmountInput: {
    use: 'A sum of euros: payments, limits, loan amounts. Accepts 125,50 and 125.50.',
    avoid: 'For counts or other numbers (NumberStepper, TextInput).',
    keyboard: FIELD_KEYS,
    screenReader: `${FIELD_READER} It opens the decimal keyboard on phones.`,
  },
  AmountLimitField: {
    use: 'A card or security limit with its maximum: the field and the allowed range together.',
    avoid: 'For a free amount with no maximum (AmountInput).',
    keyboard: FIELD_KEYS,
    screenReader: `${FIELD_READER} The maximum is part of the description.`,
  },
  BlockedRegionsModal: {
    use: 'Choosing the regions where a card is blocked.',
    avoid: 'Outside the card settings: it carries the card rules of the spec.',
    keyboard: `${DIALOG_KEYS} Space toggles each region’s switch.`,
    screenReader: `${DIALOG_READER} Each region is a switch with its state.`,
  },
  Button: {
    use: 'An action on the page: submit, continue, open a dialog. One primary button per view.',
    avoid: 'To go to another page (ButtonLink or Link).',
    keyboard: 'Tab reaches it; Enter and Space press it. A disabled button is skipped.',
    screenReader: 'A button named by its text; `busy` marks it `aria-busy` while the action waits.',
  },
  ButtonLink: {
    use: 'Navigation that must look like a button: "Siirry etusivulle" on an error page.',
    avoid: 'For actions that change something (Button).',
    keyboard: 'Tab reaches it; Enter follows it.',
    screenReader: 'A link named by its text.',
  },
  CardLimitsModal: {
    use: 'Changing a card’s purchase and withdrawal limits.',
    avoid: 'For security limits of payments (their own page).',
    keyboard: DIALOG_KEYS,
    screenReader: `${DIALOG_READER} Each limit is a labelled field with its maximum.`,
  },
  CardList: {
    use: 'The customer’s cards grouped as the bank groups them, each opening the card.',
    avoid: 'For a single card’s picture (PaymentCardVisual).',
    keyboard: 'Tab moves from card to card; Enter opens one.',
    screenReader:
      'A list of groups with headings; each card a button named by its product, last digits and state.',
  },
  Checkbox: {
    use: 'A yes/no choice that takes effect with the form: "Tallenna saaja maksunsaajiin".',
    avoid:
      'For a setting that takes effect at once (Toggle) or for accepting terms (TermsCheckbox).',
    keyboard: 'Tab reaches it; Space checks and unchecks.',
    screenReader: 'A checkbox named by its label, with its state.',
  },
  CodeInput: {
    use: 'A one-time code of fixed length, e.g. from an SMS.',
    avoid: 'For free text or numbers of any length.',
    keyboard:
      'One input: typing fills it, pasting a whole code works; complete when all digits are in.',
    screenReader: 'One input named by its label, announcing how many digits it expects.',
  },
  CollapsibleList: {
    use: 'A long list of which the first few rows are enough most of the time.',
    avoid: 'For lists that always fit, or where every row matters at once.',
    keyboard: 'The show more / show less button: Tab, Enter or Space.',
    screenReader: 'The button says how many rows it shows or hides and has `aria-expanded`.',
  },
  ConfirmDialog: {
    use: 'A yes/no question before an action that cannot be undone: "Poista maksunsaaja?".',
    avoid: 'For forms (Modal or SettingsDialog) or for information alone (AlertBox).',
    keyboard: DIALOG_KEYS,
    screenReader: `${DIALOG_READER} The question is the dialog’s description.`,
  },
  CopyButton: {
    use: 'Copying a value a customer types elsewhere: an IBAN, a reference.',
    avoid: 'For values nobody copies.',
    keyboard: 'Tab reaches it; Enter or Space copies.',
    screenReader: 'A button named by what it copies; "copied" is announced in a live region.',
  },
  DateInput: {
    use: 'A date the customer picks: a due date, a payment date.',
    avoid: 'To show a date (DateText).',
    keyboard: `${FIELD_KEYS} The calendar opens from its button; arrow keys move by day and week, Enter picks.`,
    screenReader: `${FIELD_READER} The calendar is a labelled grid.`,
  },
  DateText: {
    use: 'Showing a date in the Finnish format (1.2.2026).',
    avoid: 'For a date to edit (DateInput).',
    keyboard: NO_KEYS,
    screenReader: 'A `time` element with the machine-readable date.',
  },
  FormField: {
    use: 'Around every input: its label, hint and error in one place, wired for assistive technology.',
    avoid: 'Around a control with its own label (Checkbox, Toggle).',
    keyboard: 'Adds no stop of its own; the control inside gets the focus.',
    screenReader: FIELD_READER,
  },
  IbanInput: {
    use: 'A payee’s Finnish or foreign IBAN; groups it in fours as typed and checks it.',
    avoid: 'For references or other numbers.',
    keyboard: FIELD_KEYS,
    screenReader: FIELD_READER,
  },
  IbanText: {
    use: 'Showing an IBAN, grouped in fours.',
    avoid: 'For an IBAN to edit (IbanInput).',
    keyboard: NO_KEYS,
    screenReader: 'Read in groups, not as one long number.',
  },
  Icon: {
    use: 'A symbol beside a text that says the same.',
    avoid: 'As the only content of a control (IconButton gives it a name).',
    keyboard: NO_KEYS,
    screenReader: 'Hidden (`aria-hidden`): the text beside it speaks.',
  },
  IconButton: {
    use: 'A small action with a well-known symbol: close, remove, edit.',
    avoid: 'For main actions (Button) or symbols that need explaining.',
    keyboard: 'Tab reaches it; Enter and Space press it.',
    screenReader: 'A button named by its `label`; the icon is hidden.',
  },
  InstalmentProgress: {
    use: 'How much of a loan is paid: instalments paid of all.',
    avoid: 'For steps of a form (StepIndicator).',
    keyboard: NO_KEYS,
    screenReader: 'A progress bar with its value in words.',
  },
  Link: {
    use: 'Navigation inside a text or to another page.',
    avoid: 'For actions (Button).',
    keyboard: 'Tab reaches it; Enter follows it.',
    screenReader: 'A link named by its text; a link opening a new window says so.',
  },
  ListRow: {
    use: 'A row of a list with a title, details and an optional action: payees, payments.',
    avoid: 'For accounts (AccountRow) and transactions (TransactionRow).',
    keyboard: 'Its action or link, if any, is the one stop.',
    screenReader: 'Title and details read in order; the action is named with the row’s title.',
  },
  LoadingOverlay: {
    use: 'While a part of the page loads or reloads: keeps its place, dims it, shows a spinner.',
    avoid: 'For a whole page’s first load with nothing to show yet.',
    keyboard: 'The content behind is inert while loading.',
    screenReader: 'The region is `aria-busy`; "loading" is announced once.',
  },
  LoanApplicationSummary: {
    use: 'The chosen loan’s sum, term and monthly payment in the loan application.',
    avoid: 'Elsewhere: it shows the loan offer table of the application.',
    keyboard: 'Its change controls are ordinary buttons and fields.',
    screenReader: 'A list of terms and values.',
  },
  LoanCalculator: {
    use: 'Letting a visitor try sums and terms of a loan and see the monthly payment.',
    avoid: 'For existing loans (NextInstalmentPanel).',
    keyboard:
      'Sliders: arrow keys step, Page Up/Down jump, Home/End go to the ends; the fields beside them can be typed.',
    screenReader: 'Each slider has its value in words; the result is a polite live region.',
  },
  Modal: {
    use: 'A task that needs the customer’s full attention without leaving the page; `sheet` for the phone’s menu.',
    avoid: 'For yes/no questions (ConfirmDialog) or content that could be on the page.',
    keyboard: DIALOG_KEYS,
    screenReader: DIALOG_READER,
  },
  Money: {
    use: 'Every sum of money: euros with the Finnish format, signs and colours for in and out.',
    avoid: 'For other numbers.',
    keyboard: NO_KEYS,
    screenReader: 'Read as money in words ("miinus 1 200 euroa"), not as symbols.',
  },
  NextInstalmentPanel: {
    use: 'A loan’s next instalment with its due date and the actions on it.',
    avoid: 'For loan lists (use rows) or the calculator.',
    keyboard: 'Its actions are buttons and links in reading order.',
    screenReader: 'A region named "Seuraava maksuerä" with a heading at the level given.',
  },
  NumberStepper: {
    use: 'A small whole number with bounds: instalment counts.',
    avoid: 'For money (AmountInput) or large ranges (Slider).',
    keyboard: 'Tab reaches the input and both buttons; arrow keys step in the input.',
    screenReader: 'A spin button with its minimum, maximum and value.',
  },
  Panel: {
    use: 'Grouping related content on a surface.',
    avoid: 'For messages (AlertBox).',
    keyboard: NO_KEYS,
    screenReader: 'A plain container; give it a heading inside if it is a section.',
  },
  PayeeEntryTabs: {
    use: 'The payee of a new payment: typed, from saved payees or from a virtual barcode.',
    avoid: 'Outside the payment form.',
    keyboard: 'WAI-ARIA tabs: one tab stop, arrow keys move between tabs, Tab enters the panel.',
    screenReader: 'Tabs with their selected state; each panel is named by its tab.',
  },
  PaymentCardVisual: {
    use: 'The picture of a payment card in the brand’s card skin.',
    avoid: 'As the only place a card’s state is told: say it in words too.',
    keyboard: NO_KEYS,
    screenReader: 'One image named by the card’s product, last digits and state.',
  },
  PhoneInput: {
    use: 'A Finnish or international phone number, checked as the spec says.',
    avoid: 'For other numbers.',
    keyboard: FIELD_KEYS,
    screenReader: `${FIELD_READER} It opens the phone keyboard.`,
  },
  Popover: {
    use: 'A short explanation behind a question: "Mitä ulkomaan maksujen esto tarkoittaa?".',
    avoid: 'For content customers must read (put it on the page).',
    keyboard: 'Enter or Space opens it; Esc closes it and returns focus.',
    screenReader: 'The button has `aria-expanded`; the explanation follows it in reading order.',
  },
  ReferenceInput: {
    use: 'A Finnish (RF or national) payment reference, checked as typed.',
    avoid: 'For the payment message (a text field).',
    keyboard: FIELD_KEYS,
    screenReader: FIELD_READER,
  },
  ReferralDialog: {
    use: 'Inviting a friend in the referral programme.',
    avoid: 'Elsewhere: its texts are the programme’s.',
    keyboard: DIALOG_KEYS,
    screenReader: DIALOG_READER,
  },
  SectionHeader: {
    use: 'A section’s heading with an optional add link: "Säästötilit +".',
    avoid: 'For the page’s main heading (h1).',
    keyboard: 'Its add link is the one stop.',
    screenReader: 'A heading; the add link is named with the section.',
  },
  SettingsDialog: {
    use: 'Showing settings and editing them in the same dialog: card limits.',
    avoid: 'For a single question (ConfirmDialog).',
    keyboard: DIALOG_KEYS,
    screenReader: DIALOG_READER,
  },
  SingleSelectButtons: {
    use: 'One choice of a few (two to five) shown at once: the delivery method.',
    avoid: 'For many options (a select) or several choices (checkboxes).',
    keyboard: 'Tab reaches the group; arrow keys move the choice; Space chooses.',
    screenReader: 'A radio group named by its label, each option with its checked state.',
  },
  Slider: {
    use: 'A value in a range where the feel matters more than the exact number: loan sum.',
    avoid: 'Where an exact number must be typed (pair it with a field, or use AmountInput).',
    keyboard: 'Arrow keys step, Page Up/Down jump, Home/End go to the ends.',
    screenReader: 'A slider with its value in words (`aria-valuetext`).',
  },
  SpokenText: {
    use: 'A value whose screen-reader form differs from its look (money, IBANs).',
    avoid: 'For plain text.',
    keyboard: NO_KEYS,
    screenReader: 'Reads the spoken form; the displayed form is hidden from it.',
  },
  Stack: {
    use: 'Spacing children evenly in a row or a column with the theme’s spacing.',
    avoid: 'For grids of cards (CSS grid).',
    keyboard: NO_KEYS,
    screenReader: 'A plain container.',
  },
  StatusBadge: {
    use: 'A short state beside an item: "Uusi", "Erääntynyt", "Estetty".',
    avoid: 'For messages (AlertBox) or actions.',
    keyboard: NO_KEYS,
    screenReader: 'Its text is read; the colour is never the only sign.',
  },
  StepIndicator: {
    use: 'Where the customer is in a form of several steps.',
    avoid: 'For progress of a loan (InstalmentProgress).',
    keyboard: NO_KEYS,
    screenReader: 'Reads "Vaihe 2/4".',
  },
  TechnicalErrorPage: {
    use: 'When a page cannot be shown at all: the bank’s technical error.',
    avoid: 'For a failed part of a page (AlertBox with retry).',
    keyboard: 'Its link home is the first stop.',
    screenReader: 'A page with a main heading and the way back.',
  },
  TermsCheckbox: {
    use: 'Accepting terms, with the link to read them.',
    avoid: 'For other yes/no choices (Checkbox).',
    keyboard: 'Tab reaches the checkbox and the link separately; Space checks.',
    screenReader: 'A checkbox named by its label; the terms link is its own link.',
  },
  TextInput: {
    use: 'One line of free text: names, messages. `maxLength` adds a counter.',
    avoid: 'For money, IBANs, references, phones and dates: each has its own input.',
    keyboard: FIELD_KEYS,
    screenReader: `${FIELD_READER} The counter is part of the description.`,
  },
  Toggle: {
    use: 'A setting that takes effect at once: a card region, cross-border payments.',
    avoid: 'For choices submitted with a form (Checkbox).',
    keyboard: 'Tab reaches it; Space and Enter switch it.',
    screenReader: 'A switch (`role="switch"`) named by its label, with its state and description.',
  },
  TransactionRow: {
    use: 'One account transaction: date, counterparty, type and amount.',
    avoid: 'For accounts (AccountRow).',
    keyboard: 'Its link, when it has one, is the one stop.',
    screenReader: 'Reads the counterparty, type, date and amount as money.',
  },
  UploadBox: {
    use: 'Sending a document: pick or drop a file, see it accepted or refused.',
    avoid: 'For images shown on the page.',
    keyboard:
      'Tab reaches the file button; Enter or Space opens the file picker; remove is a button.',
    screenReader: 'The button is named by the box’s label; acceptance and refusal are announced.',
  },
  ValueList: {
    use: 'Pairs of a name and a value: a payment’s details, a loan’s terms.',
    avoid: 'For tables with several columns.',
    keyboard: NO_KEYS,
    screenReader: 'A description list: each name with its value.',
  },
  VisuallyHidden: {
    use: 'Text that only screen readers need: a button’s context, a table’s caption.',
    avoid: 'To hide content from everyone (do not render it).',
    keyboard: NO_KEYS,
    screenReader: 'Read as usual; invisible on screen.',
  },
};
