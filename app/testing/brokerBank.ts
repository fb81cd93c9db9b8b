import * as broker from '../../api/broker';
import * as application from '../../api/companyLoanApplication';
import type { BrokerApplication } from '../features/broker/api';
import { WAITING_APPLICATION } from './companyLoanBank';
import { loggedInAs } from './customers';
import { createFakeBank } from './fakeBank';

export const BROKER_APPLICATION_ID = WAITING_APPLICATION.Id;

/** The broker's application for Saariston Logistiikka Oy, waiting for its confirmation. */
export const WAITING_FOR_CUSTOMER: BrokerApplication = {
  Id: BROKER_APPLICATION_ID,
  BusinessId: WAITING_APPLICATION.BusinessId,
  CompanyName: WAITING_APPLICATION.CompanyName,
  LoanType: 'FlexLoan',
  Amount: 3_000_000,
  InstallmentCount: 12,
  Status: 'WaitingForCustomer',
  CreatedAt: '2026-11-27T08:00:00+02:00',
  ConfirmedAt: null,
};

/** The logged-in broker, Ilkka Lehmus, with the applications he made. */
export const brokerBank = (applications: BrokerApplication[] = [WAITING_FOR_CUSTOMER]) =>
  loggedInAs(createFakeBank())
    .on(broker.brokerCompleteIdentification, {
      Name: 'Ilkka Lehmus',
      FirmName: 'Lehmus Rahoituspalvelut Oy',
    })
    .on(broker.brokerApplications, { Applications: applications });

/** The company's main user, reading the broker's application before confirming it. */
export const confirmingCompanyBank = () =>
  loggedInAs(createFakeBank(), 'companyMainUser').on(application.companySignInit, {
    ...WAITING_APPLICATION,
    Status: 'WaitingForCustomer',
    ApprovedAmount: null,
    Offer: null,
    Signatories: WAITING_APPLICATION.Signatories.map((s) => ({ ...s, Awaited: false })),
    YouMaySign: false,
  });
