import type { Product } from './products';

export interface TermsSection {
  heading: string;
  text: string;
}

// Spec names no terms documents; these short terms stand in for the bank's own. They are legal
// texts in Finnish, the language of the agreement, so they stay out of the interface catalogues.
const COMMON: TermsSection[] = [
  {
    heading: 'Sopimuksen osapuolet',
    text: 'Sopimus tehdään asiakkaan ja pankin välillä, kun asiakas on hyväksynyt nämä ehdot verkkopankissa ja pankki on avannut tilin.',
  },
  {
    heading: 'Talletussuoja',
    text: 'Tilillä olevat varat kuuluvat talletussuojan piiriin enintään 100 000 euroon asti asiakasta kohden.',
  },
  {
    heading: 'Ehtojen muuttaminen',
    text: 'Pankki ilmoittaa ehtojen muutoksista verkkopankissa vähintään kaksi kuukautta ennen niiden voimaantuloa. Asiakas voi irtisanoa sopimuksen ennen muutoksen voimaantuloa.',
  },
];

export const TERMS_DOCUMENTS: Record<Product, TermsSection[]> = {
  'payment-account': [
    {
      heading: 'Kuluton käyttötili',
      text: 'Käyttötili on tarkoitettu päivittäisiin maksuihin. Tilillä ei ole avaus- eikä kuukausimaksua. Tilille ei makseta korkoa.',
    },
    {
      heading: 'Maksut ja tilin käyttö',
      text: 'Asiakas vastaa siitä, että tilillä on katetta maksuille. Pankki voi jättää maksun toteuttamatta, jos tilillä ei ole riittävästi katetta.',
    },
    ...COMMON,
  ],
  'savings-account': [
    {
      heading: 'Säästötili ja korko',
      text: 'Säästötilin varoille maksetaan pankin kulloinkin voimassa olevaa säästötilin korkoa. Korko lasketaan päivittäin ja maksetaan tilille kuukausittain. Korosta pidätetään lähdevero.',
    },
    {
      heading: 'Nostot',
      text: 'Henkilöasiakas saa tehdä kalenterivuodessa kuusi maksutonta nostoa. Sitä useammista nostoista pankki perii hinnaston mukaisen maksun. Yritysasiakkaan nostot ovat hinnaston mukaan maksullisia.',
    },
    ...COMMON,
  ],
  'term-deposit': [
    {
      heading: 'Määräaikaistalletus',
      text: 'Talletus tehdään valitulle ajalle kiinteällä korolla. Talletussumma veloitetaan asiakkaan käyttötililtä talletusta avattaessa.',
    },
    {
      heading: 'Korko ja erääntyminen',
      text: 'Korko maksetaan talletuksen erääntyessä yhdessä talletetun summan kanssa asiakkaan käyttötilille. Korosta pidätetään lähdevero.',
    },
    {
      heading: 'Ennenaikainen nosto',
      text: 'Talletusta ei voi nostaa ennen eräpäivää. Pankin harkinnan mukaan talletus voidaan erityisestä syystä lopettaa ennenaikaisesti, jolloin korkoa ei makseta.',
    },
    ...COMMON,
  ],
};
