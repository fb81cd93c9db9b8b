/**
 * Countries for drop-downs: ISO 3166-1 alpha-2 code and the Finnish name in the form Kotus and
 * Tilastokeskus use (Suomi, Ruotsi, Yhdysvallat, Iso-Britannia).
 *
 * Fixes to the source data the spec describes: Slovenia is SI (the source had SL, which is
 * Sierra Leone); FM, DO, GE and RS appear once each (the source had two entries of each); the
 * British Virgin Islands are VG (the source had a three-letter code).
 * Spec says "about 200 entries"; we list all 249 ISO 3166-1 codes, plus XK for Kosovo: a
 * user-assigned code, but the one the EU, SWIFT and the IBAN registry use.
 */

export interface Country {
  code: string;
  name: string;
}

export const COUNTRIES = [
  { code: 'AD', name: 'Andorra' },
  { code: 'AE', name: 'Arabiemiirikunnat' },
  { code: 'AF', name: 'Afganistan' },
  { code: 'AG', name: 'Antigua ja Barbuda' },
  { code: 'AI', name: 'Anguilla' },
  { code: 'AL', name: 'Albania' },
  { code: 'AM', name: 'Armenia' },
  { code: 'AO', name: 'Angola' },
  { code: 'AQ', name: 'Antarktis' },
  { code: 'AR', name: 'Argentiina' },
  { code: 'AS', name: 'Amerikan Samoa' },
  { code: 'AT', name: 'Itävalta' },
  { code: 'AU', name: 'Australia' },
  { code: 'AW', name: 'Aruba' },
  { code: 'AX', name: 'Ahvenanmaa' },
  { code: 'AZ', name: 'Azerbaidžan' },
  { code: 'BA', name: 'Bosnia ja Hertsegovina' },
  { code: 'BB', name: 'Barbados' },
  { code: 'BD', name: 'Bangladesh' },
  { code: 'BE', name: 'Belgia' },
  { code: 'BF', name: 'Burkina Faso' },
  { code: 'BG', name: 'Bulgaria' },
  { code: 'BH', name: 'Bahrain' },
  { code: 'BI', name: 'Burundi' },
  { code: 'BJ', name: 'Benin' },
  { code: 'BL', name: 'Saint-Barthélemy' },
  { code: 'BM', name: 'Bermuda' },
  { code: 'BN', name: 'Brunei' },
  { code: 'BO', name: 'Bolivia' },
  { code: 'BQ', name: 'Bonaire, Sint Eustatius ja Saba' },
  { code: 'BR', name: 'Brasilia' },
  { code: 'BS', name: 'Bahama' },
  { code: 'BT', name: 'Bhutan' },
  { code: 'BV', name: 'Bouvet’nsaari' },
  { code: 'BW', name: 'Botswana' },
  { code: 'BY', name: 'Valko-Venäjä' },
  { code: 'BZ', name: 'Belize' },
  { code: 'CA', name: 'Kanada' },
  { code: 'CC', name: 'Kookossaaret (Keelingsaaret)' },
  { code: 'CD', name: 'Kongon demokraattinen tasavalta' },
  { code: 'CF', name: 'Keski-Afrikan tasavalta' },
  { code: 'CG', name: 'Kongon tasavalta' },
  { code: 'CH', name: 'Sveitsi' },
  { code: 'CI', name: 'Norsunluurannikko' },
  { code: 'CK', name: 'Cookinsaaret' },
  { code: 'CL', name: 'Chile' },
  { code: 'CM', name: 'Kamerun' },
  { code: 'CN', name: 'Kiina' },
  { code: 'CO', name: 'Kolumbia' },
  { code: 'CR', name: 'Costa Rica' },
  { code: 'CU', name: 'Kuuba' },
  { code: 'CV', name: 'Kap Verde' },
  { code: 'CW', name: 'Curaçao' },
  { code: 'CX', name: 'Joulusaari' },
  { code: 'CY', name: 'Kypros' },
  { code: 'CZ', name: 'Tšekki' },
  { code: 'DE', name: 'Saksa' },
  { code: 'DJ', name: 'Djibouti' },
  { code: 'DK', name: 'Tanska' },
  { code: 'DM', name: 'Dominica' },
  { code: 'DO', name: 'Dominikaaninen tasavalta' },
  { code: 'DZ', name: 'Algeria' },
  { code: 'EC', name: 'Ecuador' },
  { code: 'EE', name: 'Viro' },
  { code: 'EG', name: 'Egypti' },
  { code: 'EH', name: 'Länsi-Sahara' },
  { code: 'ER', name: 'Eritrea' },
  { code: 'ES', name: 'Espanja' },
  { code: 'ET', name: 'Etiopia' },
  { code: 'FI', name: 'Suomi' },
  { code: 'FJ', name: 'Fidži' },
  { code: 'FK', name: 'Falklandinsaaret' },
  { code: 'FM', name: 'Mikronesia' },
  { code: 'FO', name: 'Färsaaret' },
  { code: 'FR', name: 'Ranska' },
  { code: 'GA', name: 'Gabon' },
  { code: 'GB', name: 'Iso-Britannia' },
  { code: 'GD', name: 'Grenada' },
  { code: 'GE', name: 'Georgia' },
  { code: 'GF', name: 'Ranskan Guayana' },
  { code: 'GG', name: 'Guernsey' },
  { code: 'GH', name: 'Ghana' },
  { code: 'GI', name: 'Gibraltar' },
  { code: 'GL', name: 'Grönlanti' },
  { code: 'GM', name: 'Gambia' },
  { code: 'GN', name: 'Guinea' },
  { code: 'GP', name: 'Guadeloupe' },
  { code: 'GQ', name: 'Päiväntasaajan Guinea' },
  { code: 'GR', name: 'Kreikka' },
  { code: 'GS', name: 'Etelä-Georgia ja Eteläiset Sandwichinsaaret' },
  { code: 'GT', name: 'Guatemala' },
  { code: 'GU', name: 'Guam' },
  { code: 'GW', name: 'Guinea-Bissau' },
  { code: 'GY', name: 'Guyana' },
  { code: 'HK', name: 'Hongkong' },
  { code: 'HM', name: 'Heard ja McDonaldinsaaret' },
  { code: 'HN', name: 'Honduras' },
  { code: 'HR', name: 'Kroatia' },
  { code: 'HT', name: 'Haiti' },
  { code: 'HU', name: 'Unkari' },
  { code: 'ID', name: 'Indonesia' },
  { code: 'IE', name: 'Irlanti' },
  { code: 'IL', name: 'Israel' },
  { code: 'IM', name: 'Mansaari' },
  { code: 'IN', name: 'Intia' },
  { code: 'IO', name: 'Brittiläinen Intian valtameren alue' },
  { code: 'IQ', name: 'Irak' },
  { code: 'IR', name: 'Iran' },
  { code: 'IS', name: 'Islanti' },
  { code: 'IT', name: 'Italia' },
  { code: 'JE', name: 'Jersey' },
  { code: 'JM', name: 'Jamaika' },
  { code: 'JO', name: 'Jordania' },
  { code: 'JP', name: 'Japani' },
  { code: 'KE', name: 'Kenia' },
  { code: 'KG', name: 'Kirgisia' },
  { code: 'KH', name: 'Kambodža' },
  { code: 'KI', name: 'Kiribati' },
  { code: 'KM', name: 'Komorit' },
  { code: 'KN', name: 'Saint Kitts ja Nevis' },
  { code: 'KP', name: 'Pohjois-Korea' },
  { code: 'KR', name: 'Etelä-Korea' },
  { code: 'KW', name: 'Kuwait' },
  { code: 'KY', name: 'Caymansaaret' },
  { code: 'KZ', name: 'Kazakstan' },
  { code: 'LA', name: 'Laos' },
  { code: 'LB', name: 'Libanon' },
  { code: 'LC', name: 'Saint Lucia' },
  { code: 'LI', name: 'Liechtenstein' },
  { code: 'LK', name: 'Sri Lanka' },
  { code: 'LR', name: 'Liberia' },
  { code: 'LS', name: 'Lesotho' },
  { code: 'LT', name: 'Liettua' },
  { code: 'LU', name: 'Luxemburg' },
  { code: 'LV', name: 'Latvia' },
  { code: 'LY', name: 'Libya' },
  { code: 'MA', name: 'Marokko' },
  { code: 'MC', name: 'Monaco' },
  { code: 'MD', name: 'Moldova' },
  { code: 'ME', name: 'Montenegro' },
  { code: 'MF', name: 'Saint-Martin' },
  { code: 'MG', name: 'Madagaskar' },
  { code: 'MH', name: 'Marshallinsaaret' },
  { code: 'MK', name: 'Pohjois-Makedonia' },
  { code: 'ML', name: 'Mali' },
  { code: 'MM', name: 'Myanmar' },
  { code: 'MN', name: 'Mongolia' },
  { code: 'MO', name: 'Macao' },
  { code: 'MP', name: 'Pohjois-Mariaanit' },
  { code: 'MQ', name: 'Martinique' },
  { code: 'MR', name: 'Mauritania' },
  { code: 'MS', name: 'Montserrat' },
  { code: 'MT', name: 'Malta' },
  { code: 'MU', name: 'Mauritius' },
  { code: 'MV', name: 'Malediivit' },
  { code: 'MW', name: 'Malawi' },
  { code: 'MX', name: 'Meksiko' },
  { code: 'MY', name: 'Malesia' },
  { code: 'MZ', name: 'Mosambik' },
  { code: 'NA', name: 'Namibia' },
  { code: 'NC', name: 'Uusi-Kaledonia' },
  { code: 'NE', name: 'Niger' },
  { code: 'NF', name: 'Norfolkinsaari' },
  { code: 'NG', name: 'Nigeria' },
  { code: 'NI', name: 'Nicaragua' },
  { code: 'NL', name: 'Alankomaat' },
  { code: 'NO', name: 'Norja' },
  { code: 'NP', name: 'Nepal' },
  { code: 'NR', name: 'Nauru' },
  { code: 'NU', name: 'Niue' },
  { code: 'NZ', name: 'Uusi-Seelanti' },
  { code: 'OM', name: 'Oman' },
  { code: 'PA', name: 'Panama' },
  { code: 'PE', name: 'Peru' },
  { code: 'PF', name: 'Ranskan Polynesia' },
  { code: 'PG', name: 'Papua-Uusi-Guinea' },
  { code: 'PH', name: 'Filippiinit' },
  { code: 'PK', name: 'Pakistan' },
  { code: 'PL', name: 'Puola' },
  { code: 'PM', name: 'Saint-Pierre ja Miquelon' },
  { code: 'PN', name: 'Pitcairn' },
  { code: 'PR', name: 'Puerto Rico' },
  { code: 'PS', name: 'Palestiinalaisalue' },
  { code: 'PT', name: 'Portugali' },
  { code: 'PW', name: 'Palau' },
  { code: 'PY', name: 'Paraguay' },
  { code: 'QA', name: 'Qatar' },
  { code: 'RE', name: 'Réunion' },
  { code: 'RO', name: 'Romania' },
  { code: 'RS', name: 'Serbia' },
  { code: 'RU', name: 'Venäjä' },
  { code: 'RW', name: 'Ruanda' },
  { code: 'SA', name: 'Saudi-Arabia' },
  { code: 'SB', name: 'Salomonsaaret' },
  { code: 'SC', name: 'Seychellit' },
  { code: 'SD', name: 'Sudan' },
  { code: 'SE', name: 'Ruotsi' },
  { code: 'SG', name: 'Singapore' },
  { code: 'SH', name: 'Saint Helena' },
  { code: 'SI', name: 'Slovenia' },
  { code: 'SJ', name: 'Huippuvuoret ja Jan Mayen' },
  { code: 'SK', name: 'Slovakia' },
  { code: 'SL', name: 'Sierra Leone' },
  { code: 'SM', name: 'San Marino' },
  { code: 'SN', name: 'Senegal' },
  { code: 'SO', name: 'Somalia' },
  { code: 'SR', name: 'Suriname' },
  { code: 'SS', name: 'Etelä-Sudan' },
  { code: 'ST', name: 'São Tomé ja Príncipe' },
  { code: 'SV', name: 'El Salvador' },
  { code: 'SX', name: 'Sint Maarten' },
  { code: 'SY', name: 'Syyria' },
  { code: 'SZ', name: 'Eswatini' },
  { code: 'TC', name: 'Turks- ja Caicossaaret' },
  { code: 'TD', name: 'Tšad' },
  { code: 'TF', name: 'Ranskan eteläiset ja antarktiset alueet' },
  { code: 'TG', name: 'Togo' },
  { code: 'TH', name: 'Thaimaa' },
  { code: 'TJ', name: 'Tadžikistan' },
  { code: 'TK', name: 'Tokelau' },
  { code: 'TL', name: 'Itä-Timor' },
  { code: 'TM', name: 'Turkmenistan' },
  { code: 'TN', name: 'Tunisia' },
  { code: 'TO', name: 'Tonga' },
  { code: 'TR', name: 'Turkki' },
  { code: 'TT', name: 'Trinidad ja Tobago' },
  { code: 'TV', name: 'Tuvalu' },
  { code: 'TW', name: 'Taiwan' },
  { code: 'TZ', name: 'Tansania' },
  { code: 'UA', name: 'Ukraina' },
  { code: 'UG', name: 'Uganda' },
  { code: 'UM', name: 'Yhdysvaltain erillissaaret' },
  { code: 'US', name: 'Yhdysvallat' },
  { code: 'UY', name: 'Uruguay' },
  { code: 'UZ', name: 'Uzbekistan' },
  { code: 'VA', name: 'Vatikaani' },
  { code: 'VC', name: 'Saint Vincent ja Grenadiinit' },
  { code: 'VE', name: 'Venezuela' },
  { code: 'VG', name: 'Brittiläiset Neitsytsaaret' },
  { code: 'VI', name: 'Yhdysvaltain Neitsytsaaret' },
  { code: 'VN', name: 'Vietnam' },
  { code: 'VU', name: 'Vanuatu' },
  { code: 'WF', name: 'Wallis ja Futuna' },
  { code: 'WS', name: 'Samoa' },
  { code: 'XK', name: 'Kosovo' },
  { code: 'YE', name: 'Jemen' },
  { code: 'YT', name: 'Mayotte' },
  { code: 'ZA', name: 'Etelä-Afrikka' },
  { code: 'ZM', name: 'Sambia' },
  { code: 'ZW', name: 'Zimbabwe' },
] as const satisfies readonly Country[];

export type CountryCode = (typeof COUNTRIES)[number]['code'];

/**
 * Country identifiers (guids) the server configures for FI, DK, SE, PL and for "no country";
 * the values come from server config, never from here.
 */
export type CountryIdentifiers = Record<'FI' | 'DK' | 'SE' | 'PL' | 'null', string>;

const NAME_BY_CODE: ReadonlyMap<string, string> = new Map(
  COUNTRIES.map((country) => [country.code, country.name]),
);

export function isKnownCountryCode(code: string): code is CountryCode {
  return NAME_BY_CODE.has(code);
}

/** The Finnish name of a country, or undefined for a code not in COUNTRIES. */
export function countryName(code: string): string | undefined {
  return NAME_BY_CODE.get(code);
}

let sortedByName: readonly Country[] | undefined;

/** COUNTRIES in Finnish alphabetical order (fi collation: São Tomé before Saudi-Arabia). */
export function countriesSortedByName(): readonly Country[] {
  if (!sortedByName) {
    const collator = new Intl.Collator('fi');
    sortedByName = [...COUNTRIES].sort((a, b) => collator.compare(a.name, b.name));
  }
  return sortedByName;
}

const sortedByLocale = new Map<string, readonly Country[]>();

/**
 * COUNTRIES named and sorted in a locale's language: Finnish by the names above, other languages
 * by the platform's region names (Intl.DisplayNames), a code it does not know by its Finnish name.
 */
export function countriesSortedIn(locale: string): readonly Country[] {
  if (new Intl.Locale(locale).language === 'fi') return countriesSortedByName();
  let sorted = sortedByLocale.get(locale);
  if (!sorted) {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    const collator = new Intl.Collator(locale);
    sorted = COUNTRIES.map(({ code, name }) => ({ code, name: names.of(code) ?? name })).sort(
      (a, b) => collator.compare(a.name, b.name),
    );
    sortedByLocale.set(locale, sorted);
  }
  return sorted;
}
