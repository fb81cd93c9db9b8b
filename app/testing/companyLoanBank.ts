import * as auth from '../../api/auth';
import * as calls from '../../api/companyLoanApplication';
import { companyCalculatorData } from '../../domain/loans/companyLoan';
import type { CompanyLoanApplication } from '../features/companyLoan/api';
import { createFakeBank } from './fakeBank';

export const COMPANY_LOAN_ID = '5d0c7a1e-2b3f-4c5d-8e9f-0a1b2c3d4e5f';

const KAISA = { Name: 'Kaisa Saaristo', Position: 'Toimitusjohtaja', SigningRight: 'TwoTogether' };
const TIMO = {
  Name: 'Timo Aalto',
  Position: 'Hallituksen puheenjohtaja',
  SigningRight: 'TwoTogether',
};

/** Saariston Logistiikka Oy's FlexLoan, granted and waiting for both signatures. */
export const WAITING_APPLICATION: CompanyLoanApplication = {
  Id: COMPANY_LOAN_ID,
  BusinessId: '9823157-8',
  CompanyName: 'Saariston Logistiikka Oy',
  LoanType: 'FlexLoan',
  Amount: 3_000_000,
  InstallmentCount: 12,
  Purpose: 'WorkingCapital',
  Email: 'toimisto@saaristonlogistiikka.example',
  Phone: '+358405556677',
  Status: 'WaitingForSignatures',
  DecisionReason: null,
  ApprovedAmount: 3_000_000,
  Offer: {
    Amount: 30_000,
    InstallmentCount: 12,
    InstallmentAmount: 2_621.2,
    OpeningFee: 450,
    MonthlyFee: 5,
    InstallmentFee: 5,
    CompanyLoanType: 'FlexLoan',
    InterestRate: 8.9,
    EffectiveAnnualRate: 12.45,
    TotalRepayment: 31_904.4,
  },
  BeneficialOwners: [
    {
      FirstName: 'Kaisa',
      LastName: 'Saaristo',
      BirthDate: '1982-04-19',
      OwnershipPercent: 55,
      CountryCode: 'FI',
      IsPoliticallyExposed: false,
    },
    {
      FirstName: 'Timo',
      LastName: 'Aalto',
      BirthDate: '1977-08-30',
      OwnershipPercent: 45,
      CountryCode: 'FI',
      IsPoliticallyExposed: false,
    },
  ],
  OwnersConfirmed: false,
  Owners: [
    { Name: 'Timo Aalto', OwnershipPercent: 45, ConfirmedAt: null, Awaited: true },
    { Name: 'Kaisa Saaristo', OwnershipPercent: 55, ConfirmedAt: null, Awaited: true },
  ],
  YouMayConfirmOwnership: true,
  Signatories: [
    { ...TIMO, SignedAt: null, Awaited: true },
    { ...KAISA, SignedAt: null, Awaited: true },
  ] as CompanyLoanApplication['Signatories'],
  YouMaySign: true,
  YouHaveSigned: false,
  LoanId: null,
};

/** The identified representative's fake bank: the calculator, her companies, her application. */
export const companyLoanBank = (application: CompanyLoanApplication = WAITING_APPLICATION) =>
  createFakeBank()
    .on(auth.sessionStatus, { status: 'active' })
    .on(calls.companyCalcdata, companyCalculatorData('NormalLoan'))
    .on(calls.companyLoanonboardInit, {
      Companies: [
        {
          BusinessId: application.BusinessId,
          Name: application.CompanyName,
          SigningRight: 'TwoTogether',
          IsCustomer: true,
        },
      ],
    })
    .on(calls.companySignInit, application);
