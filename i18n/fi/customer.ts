export const fiCustomer = {
  title: 'Omat tiedot',
  loadFailed: 'Omien tietojen lataaminen epäonnistui.',
  name: 'Nimi',
  identityCode: 'Henkilötunnus',
  businessId: 'Y-tunnus',
  email: 'Sähköposti',
  phone: 'Puhelin',
  address: 'Osoite',
  notGiven: 'Ei annettu',
  securityLimits: 'Turvarajat',
  instantLimits: 'Pikamaksujen rajat',
} as const;
