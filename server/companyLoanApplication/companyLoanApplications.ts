import { and, desc, eq, inArray } from 'drizzle-orm';
import type { BeneficialOwner } from '../../domain/company/beneficialOwners';
import { isBeneficialOwner } from '../../domain/company/ownerConfirmations';
import { maySignForCompany } from '../../domain/company/signingRights';
import { message } from '../../domain/errors/message';
import { decideCompanyCredit } from '../../domain/loans/companyCreditDecision';
import { companyLoanOffer, type CompanyLoanOffer } from '../../domain/loans/companyLoan';
import {
  statusAfterDecision,
  type CompanyLoanApplicationStatus,
  type CompanyLoanPurpose,
} from '../../domain/loans/companyLoanApplication';
import type { CompanyLoanType } from '../../domain/loans/loan';
import { centsToEuros, eurosToCents } from '../../domain/money/money';
import type { Language } from '../../i18n';
import { BankError } from '../bankError';
import { companyRecords } from '../companyRegister/companyRecords';
import type { CompanyRegister } from '../companyRegister/register';
import type { Database } from '../db/database';
import {
  companyLoanApplications,
  companyLoanOwnerConfirmations,
  customers,
  users,
} from '../db/schema';
import type { AuthFlowService } from '../services/authFlows';
import { bankDay } from '../services/bankDay';
import type { BankSession } from '../services/sessions';
import { textOf } from '../texts';
import { applicationView, type CompanyLoanApplicationRow } from './applicationView';
import { createCompanyLoanCompletion } from './completion';

/** The person asking, as the register knows them: their user and henkilötunnus. */
export interface Representative {
  userId: string;
  personalId: string;
}

const NOT_FOUND = 'companyLoan.errors.notFound';

/**
 * Company loan applications, seen by the company's representatives in the register: any of them
 * reads the application; one with a signing right applies, fills in, and signs.
 */
export function createCompanyLoanApplicationService(
  db: Database,
  { now, register, flows }: { now: () => Date; register: CompanyRegister; flows: AuthFlowService },
) {
  async function representative(userId: string): Promise<Representative> {
    const [user] = await db
      .select({ personalId: users.personalId })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new BankError('Id', NOT_FOUND, 404);
    return { userId, personalId: user.personalId };
  }

  async function representsOrOwns(businessId: string, personalId: string): Promise<boolean> {
    if (await register.representative(businessId, personalId)) return true;
    return isBeneficialOwner(await register.beneficialOwners(businessId), personalId);
  }

  /** The application of a company the person represents or owns; any other is as if it did not exist. */
  async function visible(who: Representative, id: string): Promise<CompanyLoanApplicationRow> {
    const [row] = await db
      .select()
      .from(companyLoanApplications)
      .where(eq(companyLoanApplications.id, id));
    if (!row || !(await representsOrOwns(row.businessId, who.personalId))) {
      throw new BankError('Id', NOT_FOUND, 404);
    }
    return row;
  }

  /** Any application, for the bank's handler. */
  async function asBank(id: string): Promise<CompanyLoanApplicationRow> {
    const [row] = await db
      .select()
      .from(companyLoanApplications)
      .where(eq(companyLoanApplications.id, id));
    if (!row) throw new BankError('Id', NOT_FOUND, 404);
    return row;
  }

  /** …and the person may sign for the company. */
  async function signable(who: Representative, id: string): Promise<CompanyLoanApplicationRow> {
    const row = await visible(who, id);
    const place = await register.representative(row.businessId, who.personalId);
    if (!place || !maySignForCompany(place.signingRight)) {
      throw new BankError('Id', 'companyLoan.errors.noSigningRight', 403);
    }
    return row;
  }

  function assertStatus(row: CompanyLoanApplicationRow, status: CompanyLoanApplicationStatus) {
    if (row.status !== status) {
      throw new BankError('Id', `companyLoan.errors.not${status}`, 409);
    }
  }

  async function save(id: string, values: Partial<typeof companyLoanApplications.$inferInsert>) {
    const [row] = await db
      .update(companyLoanApplications)
      .set(values)
      .where(eq(companyLoanApplications.id, id))
      .returning();
    return row!;
  }

  const complete = createCompanyLoanCompletion(db, { now, register });

  const view = (row: CompanyLoanApplicationRow, who: Representative) =>
    applicationView(db, register, row, who);

  return {
    representative,
    visible,
    asBank,
    signable,
    view,

    /** The companies the person represents with a signing right, and whether each banks with us. */
    async companies(session: BankSession) {
      const who = await representative(session.userId);
      const places = (await register.companiesOf(who.personalId)).filter((p) =>
        maySignForCompany(p.signingRight),
      );
      const customerRows = places.length
        ? await db
            .select({ identityCode: customers.identityCode })
            .from(customers)
            .where(
              and(
                eq(customers.type, 'Company'),
                inArray(
                  customers.identityCode,
                  places.map((p) => p.businessId),
                ),
              ),
            )
        : [];
      return {
        Companies: places.map((p) => ({
          BusinessId: p.businessId,
          Name: p.name,
          SigningRight: p.signingRight,
          IsCustomer: customerRows.some((c) => c.identityCode === p.businessId),
        })),
      };
    },

    async create(
      session: BankSession,
      choice: {
        BusinessId: string;
        LoanType: CompanyLoanType;
        Amount: number;
        InstallmentCount: number;
      },
      language: Language,
    ) {
      const who = await representative(session.userId);
      const place = await register.representative(choice.BusinessId, who.personalId);
      if (!place || !maySignForCompany(place.signingRight)) {
        throw new BankError('BusinessId', 'companyLoan.errors.noSigningRight', 403);
      }
      const [company] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.type, 'Company'), eq(customers.identityCode, choice.BusinessId)));
      if (!company) throw new BankError('BusinessId', 'companyLoan.errors.notCustomer', 409);
      const [row] = await db
        .insert(companyLoanApplications)
        .values({
          businessId: choice.BusinessId,
          companyCustomerId: company.id,
          createdBy: who.userId,
          loanType: choice.LoanType,
          amount: eurosToCents(choice.Amount),
          installmentCount: choice.InstallmentCount,
          language,
          status: 'Draft',
        })
        .returning();
      return view(row!, who);
    },

    async saveBasicData(
      session: BankSession,
      id: string,
      data: { Purpose?: CompanyLoanPurpose; Email: string; Phone: string },
    ) {
      const who = await representative(session.userId);
      const row = await signable(who, id);
      if (data.Purpose !== undefined) assertStatus(row, 'Draft');
      else if (row.status !== 'Draft' && row.status !== 'WaitingForSignatures') {
        throw new BankError('Id', 'companyLoan.errors.notWaitingForSignatures', 409);
      }
      const saved = await save(row.id, {
        ...(data.Purpose === undefined ? {} : { purpose: data.Purpose }),
        email: data.Email,
        phone: data.Phone,
      });
      return view(saved, who);
    },

    /** The credit decision from the register's data: the offer for the approved amount. */
    async submit(session: Pick<BankSession, 'userId'>, id: string) {
      const who = await representative(session.userId);
      const row = await signable(who, id);
      assertStatus(row, 'Draft');
      if (row.purpose === null || row.email === null) {
        throw new BankError('Id', 'companyLoan.errors.basicDataMissing', 409);
      }
      const company = await register.company(row.businessId);
      const amount = centsToEuros(row.amount);
      const decision = decideCompanyCredit({
        company: company ?? { registeredOn: '', industryCode: '' },
        amount,
        today: bankDay(now()),
      });
      const approved = 'amount' in decision ? decision.amount : null;
      const offer =
        approved === null ? null : companyLoanOffer(row.loanType, approved, row.installmentCount);
      const saved = await save(row.id, {
        status: statusAfterDecision(decision),
        decisionReason: 'reason' in decision ? decision.reason : null,
        approvedAmount: approved === null ? null : eurosToCents(approved),
        offer,
      });
      return view(saved, who);
    },

    /** Applications of every company the person represents, newest first. */
    async list(session: BankSession) {
      const who = await representative(session.userId);
      const places = await register.companiesOf(who.personalId);
      if (places.length === 0) return { Applications: [] };
      const rows = await db
        .select()
        .from(companyLoanApplications)
        .where(
          inArray(
            companyLoanApplications.businessId,
            places.map((p) => p.businessId),
          ),
        )
        .orderBy(desc(companyLoanApplications.createdAt));
      return { Applications: await Promise.all(rows.map((row) => view(row, who))) };
    },

    async read(session: BankSession, id: string) {
      const who = await representative(session.userId);
      return view(await visible(who, id), who);
    },

    /**
     * A beneficial owner confirms the application and the company's owners for themselves, in
     * their own identified session; the confirmation that completes it pays the loan out.
     */
    async confirmOwnership(session: BankSession, id: string, owners: readonly BeneficialOwner[]) {
      const who = await representative(session.userId);
      const row = await visible(who, id);
      assertStatus(row, 'WaitingForSignatures');
      if (!isBeneficialOwner(await register.beneficialOwners(row.businessId), who.personalId)) {
        throw new BankError('Id', 'companyLoan.errors.notBeneficialOwner', 403);
      }
      const at = now();
      await complete(row, async (tx) => {
        const added = await tx
          .insert(companyLoanOwnerConfirmations)
          .values({
            applicationId: row.id,
            personalId: who.personalId,
            userId: who.userId,
            confirmedAt: at,
          })
          .onConflictDoNothing()
          .returning();
        if (added.length === 0) {
          throw new BankError('Id', 'companyLoan.errors.alreadyConfirmed', 409);
        }
        await companyRecords.confirmBeneficialOwners(tx, row.companyCustomerId, owners, {
          by: who.userId,
          at,
        });
        await tx
          .update(companyLoanApplications)
          .set({ ownersConfirmedBy: who.userId, ownersConfirmedAt: at })
          .where(eq(companyLoanApplications.id, row.id));
      });
      return view(await visible(who, id), who);
    },

    /**
     * Accepting the terms: the signatory's signature waits for their strong confirmation, whose
     * page shows the company, the amount and the monthly instalment.
     */
    async prepareSignature(session: BankSession, id: string, language: Language) {
      const who = await representative(session.userId);
      const row = await signable(who, id);
      assertStatus(row, 'WaitingForSignatures');
      const current = await view(row, who);
      // An owner who also signs confirms as part of the same visit, before the signature.
      if (current.YouMayConfirmOwnership) {
        throw new BankError('Id', 'companyLoan.errors.ownersNotConfirmed', 409);
      }
      if (current.YouHaveSigned) throw new BankError('Id', 'companyLoan.errors.alreadySigned', 409);
      const offer = row.offer as CompanyLoanOffer;
      const approval = message('companyLoan.approval', {
        company: current.CompanyName,
        amount: eurosToCents(offer.Amount),
        months: offer.InstallmentCount,
        instalment: eurosToCents(offer.InstallmentAmount),
      });
      const flow = await flows.prepareConfirmation(session, 'CompanyLoanContract', {
        approval,
        data: { applicationId: row.id },
      });
      return { SessionId: flow.id, ApprovalText: textOf(approval, language) };
    },

    /**
     * The bank's handler decides on an application in manual handling: approved for the amount
     * asked (it then waits for the signatures), or refused. Answers it as its creator sees it.
     */
    async decideByBank(id: string, approved: boolean) {
      const row = await asBank(id);
      assertStatus(row, 'ManualHandling');
      const amount = centsToEuros(row.amount);
      const offer = approved ? companyLoanOffer(row.loanType, amount, row.installmentCount) : null;
      const saved = await save(row.id, {
        status: approved ? 'WaitingForSignatures' : 'Rejected',
        approvedAmount: approved ? row.amount : null,
        offer,
      });
      return view(saved, await representative(row.createdBy));
    },

    /** After the signature's return: the application; 409 when this person has not signed. */
    async signed(session: BankSession, id: string) {
      const who = await representative(session.userId);
      const current = await view(await visible(who, id), who);
      if (!current.YouHaveSigned) throw new BankError('Id', 'companyLoan.errors.notSigned', 409);
      return current;
    },
  };
}

export type CompanyLoanApplicationService = ReturnType<typeof createCompanyLoanApplicationService>;
