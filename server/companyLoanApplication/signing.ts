import { eq } from 'drizzle-orm';
import { BankError } from '../bankError';
import type { CompanyRegister } from '../companyRegister/register';
import type { Database } from '../db/database';
import { companyLoanApplications, companyLoanSignatures } from '../db/schema';
import type { Representative } from './companyLoanApplications';
import { createCompanyLoanCompletion } from './completion';

/**
 * A representative's confirmed signature: refused without a signing right or when given twice;
 * the signature that completes the application pays it out (see `completion.ts`).
 */
export function createCompanyLoanSigning(
  db: Database,
  { now, register }: { now: () => Date; register: CompanyRegister },
) {
  const complete = createCompanyLoanCompletion(db, { now, register });

  return async function sign(who: Representative, applicationId: string): Promise<void> {
    const [found] = await db
      .select()
      .from(companyLoanApplications)
      .where(eq(companyLoanApplications.id, applicationId));
    if (!found) throw new BankError('Id', 'companyLoan.errors.notFound', 404);
    const place = await register.representative(found.businessId, who.personalId);
    if (!place || place.signingRight === 'None') {
      throw new BankError('Id', 'companyLoan.errors.noSigningRight', 403);
    }
    await complete(found, async (tx) => {
      const added = await tx
        .insert(companyLoanSignatures)
        .values({ applicationId, personalId: who.personalId, userId: who.userId, signedAt: now() })
        .onConflictDoNothing()
        .returning();
      if (added.length === 0) throw new BankError('Id', 'companyLoan.errors.alreadySigned', 409);
    });
  };
}
