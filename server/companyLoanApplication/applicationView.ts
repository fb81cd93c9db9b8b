import { asc, eq } from 'drizzle-orm';
import type { BeneficialOwner } from '../../domain/company/beneficialOwners';
import { awaitedOwners } from '../../domain/company/ownerConfirmations';
import { awaitedSignatories } from '../../domain/company/signingRights';
import type { CompanyLoanOffer } from '../../domain/loans/companyLoan';
import type { CompanyCreditReason } from '../../domain/loans/companyCreditDecision';
import type { CompanyRegister } from '../companyRegister/register';
import { companyRecords } from '../companyRegister/companyRecords';
import type { Database } from '../db/database';
import type { companyLoanApplications } from '../db/schema';
import { companyLoanOwnerConfirmations, companyLoanSignatures } from '../db/schema';

export type CompanyLoanApplicationRow = typeof companyLoanApplications.$inferSelect;

function ownerConfirmationsOf(db: Database, applicationId: string) {
  return db
    .select()
    .from(companyLoanOwnerConfirmations)
    .where(eq(companyLoanOwnerConfirmations.applicationId, applicationId));
}

export async function signaturesOf(db: Database, applicationId: string) {
  return db
    .select()
    .from(companyLoanSignatures)
    .where(eq(companyLoanSignatures.applicationId, applicationId))
    .orderBy(asc(companyLoanSignatures.signedAt));
}

/**
 * The application as a representative sees it: the register's company and representatives,
 * who has signed and who is awaited, the beneficial owners (as confirmed, or the register's
 * proposal) with whose own confirmation is awaited, and what the person asking may still do.
 */
export async function applicationView(
  db: Database,
  register: CompanyRegister,
  row: CompanyLoanApplicationRow,
  viewer: { personalId: string },
) {
  const [company, representatives, signatures, registerOwners, confirmations] = await Promise.all([
    register.company(row.businessId),
    register.representatives(row.businessId),
    signaturesOf(db, row.id),
    register.beneficialOwners(row.businessId),
    ownerConfirmationsOf(db, row.id),
  ]);
  const owners: BeneficialOwner[] = row.ownersConfirmedAt
    ? await companyRecords.beneficialOwners(db, row.companyCustomerId)
    : await register.proposedBeneficialOwners(row.businessId);
  const signedBy = signatures.map((s) => s.personalId);
  const awaited = new Set(awaitedSignatories(representatives, signedBy).map((r) => r.personalId));
  const viewerRight = representatives.find((r) => r.personalId === viewer.personalId);
  const youHaveSigned = signedBy.includes(viewer.personalId);
  const waiting = row.status === 'WaitingForSignatures';
  const confirmedBy = confirmations.map((c) => c.personalId);
  const awaitedOwner = new Set(awaitedOwners(registerOwners, confirmedBy));
  return {
    Id: row.id,
    BusinessId: row.businessId,
    CompanyName: company?.name ?? row.businessId,
    LoanType: row.loanType,
    Amount: row.amount,
    InstallmentCount: row.installmentCount,
    Purpose: row.purpose,
    Email: row.email,
    Phone: row.phone,
    Status: row.status,
    DecisionReason: row.decisionReason as CompanyCreditReason | null,
    ApprovedAmount: row.approvedAmount,
    Offer: row.offer as CompanyLoanOffer | null,
    BeneficialOwners: owners,
    /** Every beneficial owner has confirmed for themselves. */
    OwnersConfirmed: awaitedOwner.size === 0,
    Owners: registerOwners.map((owner) => ({
      Name: `${owner.FirstName} ${owner.LastName}`,
      OwnershipPercent: owner.OwnershipPercent,
      ConfirmedAt:
        confirmations.find((c) => c.personalId === owner.personalId)?.confirmedAt.toISOString() ??
        null,
      Awaited: waiting && awaitedOwner.has(owner),
    })),
    YouMayConfirmOwnership:
      waiting &&
      registerOwners.some((o) => o.personalId === viewer.personalId) &&
      !confirmedBy.includes(viewer.personalId),
    Signatories: representatives
      .filter((r) => r.signingRight !== 'None')
      .map((r) => ({
        Name: `${r.firstName} ${r.lastName}`,
        Position: r.position,
        SigningRight: r.signingRight,
        SignedAt:
          signatures.find((s) => s.personalId === r.personalId)?.signedAt.toISOString() ?? null,
        Awaited: waiting && awaited.has(r.personalId),
      })),
    YouMaySign:
      waiting && !youHaveSigned && viewerRight !== undefined && viewerRight.signingRight !== 'None',
    YouHaveSigned: youHaveSigned,
    LoanId: row.loanId,
  };
}

export type CompanyLoanApplicationView = Awaited<ReturnType<typeof applicationView>>;
