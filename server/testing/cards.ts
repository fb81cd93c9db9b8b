import type { TestBank } from './testBank';

/** Sanna Heikkinen, the card holder of Kuusela Rakennus Oy. */
export const SANNA = '031296-968L';

/** A cards call as the web bank makes it. */
export const cardsCall = (bank: TestBank, cookie: string, name: string, body?: unknown) =>
  bank.call({ url: `/api/cards/${name}`, cookie, ...(body === undefined ? {} : { body }) });

/** Four limits in euros, as the limits modal sends them. */
export const limitsInEuros = (
  DailyLimitATM: number,
  MonthlyLimitATM: number,
  DailyLimitUsage: number,
  MonthlyLimitUsage: number,
) => ({ DailyLimitATM, MonthlyLimitATM, DailyLimitUsage, MonthlyLimitUsage });

/** Every region open but the ones named. */
export const blockedOnly = (...regions: string[]) =>
  Object.fromEntries(
    ['africa', 'europe', 'oceania', 'northAmerica', 'southAmerica', 'asia', 'home'].map(
      (region) => [region, regions.includes(region)],
    ),
  );
