/** The loan calculator and the landing page's first screen around it: all the landing page starts with. */
export const fiLoanCalculator = {
  amount: 'Lainasumma',
  months: 'Laina-aika',
  monthsValue: '{{months}} kk',
  monthlyInstalment: 'Kuukausierä',
  openingFee: 'Avausmaksu',
  monthlyFee: 'Kuukausimaksu',
  effectiveRate: 'Todellinen vuosikorko',
  interestRate: 'Nimelliskorko',
  totalRepayment: 'Takaisinmaksettava yhteensä',
  percent: '{{rate, number(minimumFractionDigits: 2)}} %',
  example:
    'Esimerkki: {{amount}}, {{months}} kk, nimelliskorko {{interestRate, number(minimumFractionDigits: 2)}} %, avausmaksu {{openingFee}}, kuukausimaksu {{monthlyFee}}, kuukausierä {{instalment}}, todellinen vuosikorko {{effectiveRate, number(minimumFractionDigits: 2)}} %, yhteensä {{totalRepayment}}.',
  announcement:
    'Kuukausierä {{instalment}}, todellinen vuosikorko {{effectiveRate, number(minimumFractionDigits: 2)}} %',
  noOffer: 'Valitsemallesi summalle ei ole lainatarjousta. Valitse toinen summa.',
  apply: 'Hae lainaa',
  page: {
    title: 'Hae lainaa',
    intro:
      'Valitse lainasumma ja laina-aika. Saat lainapäätöksen heti, kun olet tunnistautunut ja täyttänyt hakemuksen.',
    steps: 'Lainahakemuksen vaiheet',
    apply: 'Hae lainaa',
    starting: 'Siirrytään tunnistautumaan…',
    calculatorFailed: 'Lainalaskurin tietojen lataaminen epäonnistui.',
    startFailed: 'Hakemuksen aloittaminen epäonnistui',
    loadFailed: 'Lainahakemuksen lataaminen epäonnistui.',
    identificationCancelled:
      'Tunnistautuminen keskeytettiin. Valintasi ovat tallessa, voit jatkaa hakemusta.',
    identificationFailed: 'Tunnistautuminen ei onnistunut. Yritä uudelleen.',
    loading: 'Haetaan lainapäätöstä…',
    changeFailed: 'Lainasumman muuttaminen epäonnistui',
  },
} as const;
