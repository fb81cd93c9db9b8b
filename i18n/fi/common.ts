export const fiCommon = {
  retry: 'Yritä uudelleen',
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
  technicalErrorPage: {
    title: 'Olemme pahoillamme!',
    text: 'Palvelussa tapahtui tekninen virhe',
    home: 'Siirry etusivulle',
    customerService: 'Asiakaspalvelu',
    customerServiceHelp: 'Jos virhe toistuu, ota yhteyttä asiakaspalveluumme.',
    phone: 'Puhelin',
    openingHours: 'Palveluajat',
    defaultOpeningHours: 'ma–pe 9–16',
  },
  offline: {
    title: 'Ei yhteyttä',
    text: 'Verkkopankki ei saa nyt yhteyttä. Tarkista, että laitteesi on yhteydessä internetiin, ja yritä uudelleen.',
  },
  textInput: {
    counter: '{{length}} / {{max}} merkkiä',
  },
  loadingOverlay: {
    slow: 'Vielä pieni hetki, ethän sulje sivua.',
  },
  slider: {
    // The spec's own words, in English.
    noData: 'No data',
  },
  stepIndicator: {
    label: 'Edistyminen',
    progress: 'Vaihe {{current}}/{{total}}',
  },
  money: {
    amount: '{{amount, euros}} euroa',
    negative: 'miinus {{amount, euros}} euroa',
    positive: 'plus {{amount, euros}} euroa',
  },
} as const;
