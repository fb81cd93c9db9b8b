import type { Texts } from '../fi';

export const svCardApplication: Texts['cardApplication'] = {
  title: 'Ansök om kreditkort',
  intro:
    'Ansök om ett Mastercard Credit-kort. Ansökan tar några minuter och du får ett förslag på kreditgräns genast.',
  forPersonsOnly:
    'Kreditkort kan sökas som privatkund. Byt till ditt eget kundskap för att ansöka.',
  loadFailed: 'Kortansökan kunde inte laddas.',
  steps: {
    label: 'Ansökans steg',
    application: 'Inkomster och boende',
    contact: 'Kontaktuppgifter',
    kyc: 'Kundkännedom',
    terms: 'Villkor och sändning',
    proposal: 'Förslag på kreditgräns',
    payment: 'Konto för fakturan',
  },
  fields: {
    requestedLimit: 'Kreditgräns du ansöker om',
    monthlyIncome: 'Nettoinkomst per månad',
    monthlyExpenses: 'Utgifter per månad',
    monthlyExpensesHint: 'Boende, amorteringar på andra lån och levnadskostnader',
    employment: 'Sysselsättning',
    housing: 'Boendeform',
    email: 'E-post',
    phone: 'Telefonnummer',
    streetAddress: 'Gatuadress',
    postalCode: 'Postnummer',
    city: 'Postanstalt',
    politicallyExposed:
      'Är du en politiskt exponerad person eller familjemedlem eller nära medarbetare till en sådan person?',
    ownBehalf: 'Ansöker du om kortet för dig själv och inte för någon annans räkning?',
    yes: 'Ja',
    no: 'Nej',
    paymentAccount: 'Betalkonto',
  },
  employment: {
    Permanent: 'Fast anställning',
    FixedTerm: 'Visstidsanställning',
    SelfEmployed: 'Företagare',
    Retired: 'Pensionär',
    Student: 'Studerande',
    Unemployed: 'Arbetslös',
  },
  housing: {
    Owned: 'Ägarbostad',
    Rented: 'Hyresbostad',
    RightOfOccupancy: 'Bostadsrättsbostad',
    WithParents: 'Hos föräldrarna',
    Other: 'Annat',
  },
  actions: {
    next: 'Fortsätt',
    back: 'Föregående',
    send: 'Skicka ansökan',
    sign: 'Godkänn och underteckna',
    connect: 'Spara betalkontot',
    toCards: 'Gå till korten',
  },
  terms: {
    intro: 'Läs kreditkortets villkor och prislista innan du skickar ansökan.',
    termsLink: 'Kreditkortets villkor',
    priceListLink: 'Prislista',
    accept: 'Jag har läst kreditkortets villkor och prislista och godkänner dem',
  },
  proposal: {
    offered: 'Vi kan bevilja dig ett kreditkort med kreditgränsen {{limit, money}}.',
    signHint:
      'När du godkänner förslaget undertecknar du kreditkortsavtalet med stark autentisering.',
    refused: 'Vi kan tyvärr inte bevilja dig ett kreditkort.',
    referred: 'Din ansökan behandlas av banken. Vi kontaktar dig.',
  },
  reasons: {
    age: 'Kreditkort beviljas personer som är 18–75 år.',
    identity: 'Din personbeteckning kunde inte kontrolleras.',
    kyc: 'Man kan ansöka om kreditkort endast för sig själv.',
    income: 'Dina inkomster räcker inte till kortets minsta kreditgräns.',
    verification: 'Vi kontrollerar dina uppgifter före beslutet.',
  },
  returned: {
    cancel: 'Underteckningen avbröts. Du kan underteckna på nytt.',
    error: 'Underteckningen misslyckades. Försök igen.',
  },
  payment: {
    failed: 'Kontona kunde inte laddas.',
    intro: 'Ditt kort är klart. Välj ännu kontot som kortets faktura betalas från.',
    noAccounts:
      'Du har inget brukskonto som fakturan kan betalas från. Öppna ett brukskonto och kom sedan tillbaka hit.',
  },
  done: {
    heading: 'Ditt kreditkort är klart',
    card: 'Kort {{number}}, kreditgräns {{limit, money}}.',
    delivery: 'Vi skickar kortet per post till din hemadress.',
  },
  documents: {
    termsTitle: 'Kreditkortets villkor',
    terms: [
      'Kreditkortsavtalet är ett konsumentkreditavtal som gäller tills vidare. Kreditgränsen är det största belopp som du kan använda med kortet.',
      'Månadens köp och uttag faktureras en gång i månaden. Du kan betala hela fakturan eller minst den minimirat som anges på fakturan.',
      'Du har rätt att frånträda avtalet inom 14 dagar från att det ingicks.',
    ],
    priceListTitle: 'Kreditkortets prislista',
    priceList: [
      'Årsavgift 0 €',
      'Kreditränta 12,9 % per år',
      'Kontantuttag 2 % av uttaget, minst 3 €',
      'Pappersfaktura 2,50 €',
    ],
  },
  validation: {
    limit: 'Välj en kreditgräns mellan {{min, money}} och {{max, money}} i steg om {{step, money}}',
    employment: 'Välj sysselsättning',
    housing: 'Välj boendeform',
  },
  errors: {
    notFound: 'Kortansökan hittades inte.',
    status: 'Ansökan kan inte längre ändras i detta skede.',
    incomplete: 'Fyll i alla uppgifter i ansökan innan du skickar den.',
    notConfirmed: 'Godkänn villkoren innan du skickar ansökan.',
    noSuchAccount: 'Välj ett av dina egna brukskonton.',
  },
  approval: 'Underteckning av kreditkortsavtal, kreditgräns {{limit, money}}',
  accountName: 'Kreditkortskonto',
};
