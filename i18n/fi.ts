/**
 * The Finnish catalogue: complete, and the shape every other language must match. Texts the spec
 * gives are verbatim; the rest are ours. Each kit widget has its own block.
 */
export const fi = {
  common: {
    close: 'Sulje',
    yes: 'Kyllä',
    no: 'Ei',
    cancel: 'Peruuta',
    save: 'Tallenna',
    continue: 'Jatka',
    back: 'Takaisin',
    required: 'Tämä tieto tarvitaan',
    loading: 'Ladataan…',
    errorPrefix: 'Virhe:',
    skipToContent: 'Siirry sisältöön',
    language: 'Kieli',
  },
  textInput: {
    counter: '{{length}} / {{max}} merkkiä',
  },
  numberStepper: {
    decrease: 'Vähennä',
    increase: 'Lisää',
  },
  phoneInput: {
    countryCode: 'Maatunnus',
    number: 'Numero',
  },
  codeInput: {
    label: 'Syötä 4-numeroinen koodi',
    digit: 'Numero {{position}} / {{length}}',
  },
  termsCheckbox: {
    label: 'Hyväksyn <terms>ehdot</terms>',
    opensInNewWindow: '(avautuu uuteen ikkunaan)',
  },
  collapsibleList: {
    showMore: 'Näytä lisää',
    showLess: 'Näytä vähemmän',
  },
  loadingOverlay: {
    slow: 'Vielä pieni hetki, ethän sulje sivua.',
  },
  stepIndicator: {
    label: 'Edistyminen',
    progress: 'Vaihe {{current}}/{{total}}',
  },
  technicalErrorPage: {
    title: 'Olemme pahoillamme!',
    text: 'Palvelussa tapahtui tekninen virhe',
    home: 'Siirry etusivulle',
    customerService: 'Asiakaspalvelu',
    customerServiceHelp: 'Jos virhe toistuu, ota yhteyttä asiakaspalveluumme.',
    phone: 'Puhelin',
    openingHours: 'Palvelemme',
    defaultOpeningHours: 'ma–pe 9–16',
  },
  uploadBox: {
    choose: 'Valitse tiedosto',
    dropHint: 'tai pudota tiedosto tähän',
    rules: 'Sallitut muodot: {{types}}. Enimmäiskoko {{maxSize}}.',
    tryAgain: 'Yritä uudelleen',
    remove: 'Poista tiedosto {{name}}',
  },
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape of a catalogue: every key of the Finnish one, each a string. */
export type Messages = Widen<typeof fi>;
