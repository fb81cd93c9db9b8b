import { and, desc, eq, isNull } from 'drizzle-orm';
import { message } from '../../domain/errors/message';
import type { CompanyLoanPurpose } from '../../domain/loans/companyLoanApplication';
import type { CompanyLoanType } from '../../domain/loans/loan';
import { eurosToCents } from '../../domain/money/money';
import type { Language } from '../../i18n';
import { BankError } from '../bankError';
import type { CompanyRegister } from '../companyRegister/register';
import type { Database } from '../db/database';
import { brokerApplications, companyLoanApplications, customers } from '../db/schema';
import type { AuthFlowService } from '../services/authFlows';
import type { BankSession } from '../services/sessions';
import { textOf } from '../texts';
import { brokerOf } from './brokers';
import type { CompanyLoanApplicationService } from './companyLoanApplications';

export interface BrokerApplicationRequest {
  BusinessId: string;
  LoanType: CompanyLoanType;
  Amount: number;
  InstallmentCount: number;
  Purpose: CompanyLoanPurpose;
  Email: string;
  Phone: string;
}

/**
 * A broker's company loan applications: the broker applies for a company of the register that
 * banks with us and sees only their own applications; a signatory of the company confirms one by
 * strong identification, which hands it to the company's credit decision.
 */
export function createBrokerApplicationService(
  db: Database,
  {
    now,
    register,
    flows,
    applications,
  }: {
    now: () => Date;
    register: CompanyRegister;
    flows: AuthFlowService;
    applications: CompanyLoanApplicationService;
  },
) {
  const brokerRows = (brokerUserId: string, id?: string) =>
    db
      .select({ application: companyLoanApplications, broker: brokerApplications })
      .from(brokerApplications)
      .innerJoin(
        companyLoanApplications,
        eq(companyLoanApplications.id, brokerApplications.applicationId),
      )
      .where(
        and(
          eq(brokerApplications.brokerUserId, brokerUserId),
          id === undefined ? undefined : eq(brokerApplications.applicationId, id),
        ),
      )
      .orderBy(desc(companyLoanApplications.createdAt));

  async function view({ application, broker }: Awaited<ReturnType<typeof brokerRows>>[number]) {
    const company = await register.company(application.businessId);
    return {
      Id: application.id,
      BusinessId: application.businessId,
      CompanyName: company?.name ?? application.businessId,
      LoanType: application.loanType,
      Amount: application.amount,
      InstallmentCount: application.installmentCount,
      Status: application.status,
      CreatedAt: application.createdAt.toISOString(),
      ConfirmedAt: broker.confirmedAt?.toISOString() ?? null,
    };
  }

  /** The broker's application, with the broker's firm, for the signatory who confirms it. */
  async function awaitingConfirmation(id: string) {
    const [row] = await db
      .select()
      .from(brokerApplications)
      .where(and(eq(brokerApplications.applicationId, id), isNull(brokerApplications.confirmedAt)));
    if (!row) throw new BankError('Id', 'broker.errors.notAwaitingConfirmation', 409);
    return row;
  }

  return {
    async profile(session: BankSession) {
      const broker = await brokerOf(db, session.userId);
      return { Name: `${session.firstName} ${session.lastName}`, FirmName: broker!.firmName };
    },

    async apply(session: BankSession, input: BrokerApplicationRequest, language: Language) {
      const [company] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.type, 'Company'), eq(customers.identityCode, input.BusinessId)));
      if (!company || !(await register.company(input.BusinessId))) {
        throw new BankError('BusinessId', 'companyLoan.errors.notCustomer', 409);
      }
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(companyLoanApplications)
          .values({
            businessId: input.BusinessId,
            companyCustomerId: company.id,
            createdBy: session.userId,
            loanType: input.LoanType,
            amount: eurosToCents(input.Amount),
            installmentCount: input.InstallmentCount,
            purpose: input.Purpose,
            email: input.Email,
            phone: input.Phone,
            language,
            status: 'WaitingForCustomer',
          })
          .returning({ id: companyLoanApplications.id });
        await tx
          .insert(brokerApplications)
          .values({ applicationId: row!.id, brokerUserId: session.userId });
        return row!.id;
      });
      const [made] = await brokerRows(session.userId, id);
      return view(made!);
    },

    async list(session: BankSession) {
      const rows = await brokerRows(session.userId);
      return { Applications: await Promise.all(rows.map(view)) };
    },

    /**
     * A signatory of the company prepares their confirmation: the identification page shows the
     * broker's firm, the company and the loan asked.
     */
    async prepareConfirmation(session: BankSession, id: string, language: Language) {
      const who = await applications.representative(session.userId);
      const application = await applications.signable(who, id);
      const row = await awaitingConfirmation(application.id);
      const broker = await brokerOf(db, row.brokerUserId);
      const company = await register.company(application.businessId);
      const approval = message('broker.approval', {
        firm: broker!.firmName,
        company: company?.name ?? application.businessId,
        amount: application.amount,
        months: application.installmentCount,
      });
      const flow = await flows.prepareConfirmation(session, 'BrokerApplication', {
        approval,
        data: { applicationId: application.id },
      });
      return { flowId: flow.id, approvalText: textOf(approval, language) };
    },

    /**
     * The confirmed application joins the company's own flow: marked confirmed (once) and back
     * to a filled-in draft in one transaction, then decided as the company's own submit decides.
     */
    async confirm(userId: string, id: string) {
      const who = await applications.representative(userId);
      await applications.signable(who, id);
      await db.transaction(async (tx) => {
        const confirmed = await tx
          .update(brokerApplications)
          .set({ confirmedBy: userId, confirmedAt: now() })
          .where(
            and(eq(brokerApplications.applicationId, id), isNull(brokerApplications.confirmedAt)),
          )
          .returning();
        const drafted = await tx
          .update(companyLoanApplications)
          .set({ status: 'Draft', createdBy: userId })
          .where(
            and(
              eq(companyLoanApplications.id, id),
              eq(companyLoanApplications.status, 'WaitingForCustomer'),
            ),
          )
          .returning();
        if (confirmed.length === 0 || drafted.length === 0) {
          throw new BankError('Id', 'broker.errors.notAwaitingConfirmation', 409);
        }
      });
      await applications.submit({ userId }, id);
    },
  };
}

export type BrokerApplicationService = ReturnType<typeof createBrokerApplicationService>;
