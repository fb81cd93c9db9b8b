/**
 * The labels of the catalogue's enumerations (domain/catalogue/enumerations.ts), by the value the
 * wire spells. The spec leaves them open; each block says how we worded them.
 */
export const fiCatalogue = {
  // As a Finnish bank's back office labels the channels.
  applicationChannel: {
    Web: 'Verkkosivut',
    Online: 'Verkkopankki',
    Partner: 'Yhteistyökumppani',
    Phone: 'Puhelin',
    Other: 'Muu',
    WebStore: 'Verkkokauppa',
    Sms: 'Tekstiviesti',
    Mail: 'Posti',
  },
  // The usual Finnish marketing terms.
  applicationSource: {
    Direct: 'Suora käynti',
    SearchEngine: 'Hakukone',
    SearchEngineMarketing: 'Hakukonemainonta',
    AffiliateProgram: 'Kumppanuusohjelma',
    Other: 'Muu',
    SocialMedia: 'Sosiaalinen media',
    Referral: 'Suosittelu',
    Email: 'Sähköposti',
  },
  // Tupas is the Finnish bank-ID service.
  idDocumentKind: {
    DriversLicense: 'Ajokortti',
    Passport: 'Passi',
    IdentityCard: 'Henkilökortti',
    OtherIdentificationDocument: 'Muu henkilöllisyystodistus',
    Tupas: 'Pankkitunnukset',
    UsernameAndPassword: 'Käyttäjätunnus ja salasana',
    KnownCustomer: 'Tunnettu asiakas',
    IdentifiedByPartner: 'Yhteistyökumppanin tunnistama',
    Other: 'Muu tunnistustapa',
  },
  // NotReached1/2 are the first and second failed reminders.
  documentDeliveryMethod: {
    InternetBank: 'Verkkopankki',
    Email: 'Sähköposti',
    MmsMessage: 'MMS-viesti',
    Letter: 'Kirje',
    Upload: 'Lähetetty verkkopalvelussa',
    WillNotDeliver: 'Ei toimiteta',
    Requested: 'Pyydetty',
    NotRequired: 'Ei tarvita',
    Promised: 'Luvattu toimittaa',
    NotReached1: 'Ei tavoitettu (1. yritys)',
    NotReached2: 'Ei tavoitettu (2. yritys)',
    TaxRegister: 'Verohallinnon rekisteri',
    CreditBureau: 'Luottotietorekisteri',
  },
  // "Limit" is the credit limit, luottoraja; the information document is the statutory SECCI.
  loanDocumentType: {
    LOAN_APPLICATION_TERMS: 'Lainahakemuksen ehdot',
    LOAN_PREAPPROVAL_CONTRACT: 'Ennakkohyväksyntäsopimus',
    LOAN_PRECONDITIONS: 'Lainan ennakkotiedot',
    LOAN_CONTRACT: 'Lainasopimus',
    INSURANCE_ELECTRONIC_SERVICES_POLICY: 'Vakuutuksen sähköisen asioinnin ehdot',
    LIMIT_PRECONDITIONS: 'Luottorajan ennakkotiedot',
    LIMIT_CONTRACT: 'Luottorajasopimus',
    INSURANCE_CONTRACT: 'Vakuutussopimus',
    LOAN_PREAPPROVAL: 'Alustava lainapäätös',
    LOAN_INFORMATION_DOCUMENT: 'Vakiomuotoiset eurooppalaiset kuluttajaluottotiedot',
    LOAN_TERMS: 'Lainan yleiset ehdot',
    LIMIT_TERMS: 'Luottorajan yleiset ehdot',
    LOAN_FACT_SHEET: 'Lainan tuoteseloste',
    LIMIT_FACT_SHEET: 'Luottorajan tuoteseloste',
  },
  customerType: {
    Person: 'Henkilöasiakas',
    Company: 'Yritysasiakas',
  },
  activeCancelledStatus: {
    NULL: 'Ei tiedossa',
    Active: 'Voimassa',
    Cancelled: 'Peruttu',
  },
  openClosedStatus: {
    Open: 'Avoinna',
    Cancelled: 'Peruttu',
    Closed: 'Suljettu',
  },
  // `deposit` carries depositAmount and depositDuration, so it is the term deposit flow.
  flowType: {
    deposit: 'Määräaikaistalletuksen avaus',
    account: 'Tilin avaus',
    loan: 'Lainahakemus',
    'company-loan': 'Yrityslainahakemus',
  },
  flowStatus: {
    Started: 'Aloitettu',
  },
  // As a Finnish bank's application list words them.
  loanApplicationStatus: {
    InProcess: 'Käsittelyssä',
    WaitingForApproval: 'Odottaa hyväksyntää',
    WaitingForAllocationOrConfirmation: 'Odottaa vahvistusta',
    Rejected: 'Hylätty',
    Active: 'Voimassa',
    Expired: 'Vanhentunut',
    Cancelled: 'Peruttu',
    WaitingForVerification: 'Odottaa tietojen tarkistusta',
    Paid: 'Maksettu',
    Realized: 'Toteutunut',
    CoApplicationApproved: 'Yhteishakemus hyväksytty',
    WaitingForActivation: 'Odottaa aktivointia',
    Terminated: 'Irtisanottu',
    Error: 'Virhe',
  },
} as const;
