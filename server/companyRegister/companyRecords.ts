import { asc, eq } from 'drizzle-orm';
import type { BeneficialOwner } from '../../domain/company/beneficialOwners';
import type { TaxResidency } from '../../domain/company/taxResidency';
import type { Database, Transaction } from '../db/database';
import { companyBeneficialOwners, companyTaxResidencies } from '../db/schema';

/**
 * What the bank keeps of a company customer beside its register details: its confirmed
 * beneficial owners and its tax residencies. Written when a company becomes a customer (and
 * whenever they are confirmed again, e.g. for a company loan); read for the company only.
 */
export const companyRecords = {
  /** Replaces the company's beneficial owners with the confirmed list. */
  async confirmBeneficialOwners(
    tx: Transaction,
    customerId: string,
    owners: readonly BeneficialOwner[],
    confirmed: { by: string; at: Date },
  ): Promise<void> {
    await tx
      .delete(companyBeneficialOwners)
      .where(eq(companyBeneficialOwners.customerId, customerId));
    if (owners.length === 0) return;
    await tx.insert(companyBeneficialOwners).values(
      owners.map((owner) => ({
        customerId,
        firstName: owner.FirstName,
        lastName: owner.LastName,
        birthDate: owner.BirthDate,
        shareHundredths: Math.round(owner.OwnershipPercent * 100),
        countryCode: owner.CountryCode,
        isPoliticallyExposed: owner.IsPoliticallyExposed,
        confirmedBy: confirmed.by,
        confirmedAt: confirmed.at,
      })),
    );
  },

  async beneficialOwners(db: Database, customerId: string): Promise<BeneficialOwner[]> {
    const rows = await db
      .select()
      .from(companyBeneficialOwners)
      .where(eq(companyBeneficialOwners.customerId, customerId))
      .orderBy(asc(companyBeneficialOwners.lastName), asc(companyBeneficialOwners.firstName));
    return rows.map((row) => ({
      FirstName: row.firstName,
      LastName: row.lastName,
      BirthDate: row.birthDate,
      OwnershipPercent: row.shareHundredths / 100,
      CountryCode: row.countryCode,
      IsPoliticallyExposed: row.isPoliticallyExposed,
    }));
  },

  /** Replaces the company's tax residencies. */
  async saveTaxResidencies(
    tx: Transaction,
    customerId: string,
    residencies: readonly TaxResidency[],
  ): Promise<void> {
    await tx.delete(companyTaxResidencies).where(eq(companyTaxResidencies.customerId, customerId));
    if (residencies.length === 0) return;
    await tx.insert(companyTaxResidencies).values(
      residencies.map((residency) => ({
        customerId,
        countryCode: residency.CountryCode,
        taxIdentifier: residency.TaxIdentifier,
      })),
    );
  },

  async taxResidencies(db: Database, customerId: string): Promise<TaxResidency[]> {
    const rows = await db
      .select()
      .from(companyTaxResidencies)
      .where(eq(companyTaxResidencies.customerId, customerId))
      .orderBy(asc(companyTaxResidencies.countryCode));
    return rows.map((row) => ({ CountryCode: row.countryCode, TaxIdentifier: row.taxIdentifier }));
  },
};
