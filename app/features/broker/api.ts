import * as calls from '../../../api/broker';
import type { CallOutput } from '../../../api/call';
import * as application from '../../../api/companyLoanApplication';
import { useCall } from '../../data/calls';

export type BrokerApplication = CallOutput<typeof calls.brokerApplications>['Applications'][number];

/** Who the logged-in broker is; refused to anyone the bank has not registered as a broker. */
export const useBroker = () => useCall(calls.brokerCompleteIdentification, {});

/** The broker's own applications, newest first. */
export const useBrokerApplications = () => useCall(calls.brokerApplications, {});

/** A broker's application as the company's representative reads it before confirming. */
export const useCompanyApplication = (Id: string) => useCall(application.companySignInit, { Id });
