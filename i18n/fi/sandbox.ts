export const fiSandbox = {
  title: 'Hiekkalaatikkopankin tunnistus',
  intro:
    'Tämä sivu korvaa vahvan sähköisen tunnistuksen hiekkalaatikossa. Valitse, kenenä tunnistaudut.',
  chooseCustomer: 'Tunnistaudu: {{name}}',
  confirmTitle: 'Vahvista toimenpide',
  confirmIntro: 'Olet hyväksymässä seuraavan toimenpiteen:',
  confirm: 'Vahvista',
  cancel: 'Keskeytä tunnistus',
  wrongPerson: 'Toimenpiteen voi vahvistaa vain {{name}}.',
  expired: 'Tunnistus on vanhentunut. Palaa pankkiin ja aloita uudelleen.',
  failedTitle: 'Tunnistus epäonnistui',
  backToBank: 'Takaisin verkkopankkiin',
} as const;
