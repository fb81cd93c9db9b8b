/** The address the invited person opens to answer: the web bank's, from wherever it is served. */
export const invitationPath = (invitationId: string) => `/bank/cards/invitation/${invitationId}`;

export const invitationLink = (invitationId: string) =>
  new URL(invitationPath(invitationId), window.location.origin).href;
