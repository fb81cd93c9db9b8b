import { useTranslation } from 'react-i18next';
import type { FundingTotalsRecord } from '../../../api/invoiceFunding';
import { Money } from '../../../ui/Money';
import { Panel } from '../../../ui/Panel';
import { Stack } from '../../../ui/Stack';
import { ValueList } from '../../../ui/ValueList';

/** The funding at a glance: the limit, and what of it is funded, open and still available. */
export function FundingTotals({ totals }: { totals: FundingTotalsRecord }) {
  const { t } = useTranslation();
  const items = [
    ['limit', totals.FundingLimit],
    ['funded', totals.Funded],
    ['open', totals.Open],
    ['available', totals.Available],
  ] as const;
  return (
    <section aria-labelledby="funding-totals">
      <Stack gap={3}>
        <h2 id="funding-totals">{t('invoiceFunding.totals.heading')}</h2>
        <Panel>
          <ValueList
            items={[
              ...items.map(([id, cents]) => ({
                id,
                term: t(`invoiceFunding.totals.${id}`),
                value: <Money cents={cents} tone="plain" />,
              })),
              {
                id: 'advance',
                term: t('invoiceFunding.totals.advance'),
                value: t('invoiceFunding.totals.percent', { value: totals.AdvancePercent }),
              },
            ]}
          />
        </Panel>
      </Stack>
    </section>
  );
}
