import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { cardSkinImage, type CardImage, type GroupViewCard } from '../../domain/cards/cards';
import type { CustomerType } from '../../domain/catalogue/enumerations';
import type { BankTheme } from '../../themes';
import { StatusBadge } from '../StatusBadge';
import { lastCardDigits } from './MaskedCardNumber';

export type PaymentCardVisualSize = 'regular' | 'small';

export interface PaymentCardVisualProps {
  card: Pick<
    GroupViewCard,
    | 'MaskedCardNumber'
    | 'CardProductName'
    | 'CardTypeEnum'
    | 'CardOperatorStatusCode'
    | 'SkinCodeEnum'
  >;
  /** The name embossed on the card. */
  holderName?: string | null;
  /** Picks the plain skin for unknown skin codes: consumer for persons, business for companies. */
  customerType?: CustomerType;
  /**
   * `small` for lists: the skin, the chip or the virtual outline and the last digits only; the
   * list says the rest (blocked included) in words.
   */
  size?: PaymentCardVisualSize;
}

/** Each skin is the brand's pair of card colours, which its contrast checks cover. */
function skinColours(theme: BankTheme, image: CardImage): { surface: string; text: string } {
  switch (image) {
    case 'card-consumer':
      return theme.colors.card.consumer;
    case 'card-business':
      return theme.colors.card.business;
    case 'card-accounting-partner':
      return theme.colors.card.accountingPartner;
  }
}

const sizes = {
  regular: css`
    width: min(100%, 340px);
    padding: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.typography.size.sm};
  `,
  small: css`
    width: 96px;
    padding: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.typography.size.xs};
  `,
};

const Card = styled.div<{ $image: CardImage; $size: PaymentCardVisualSize; $virtual: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  aspect-ratio: 85.6 / 54;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $image }) => skinColours(theme, $image).surface};
  color: ${({ theme, $image }) => skinColours(theme, $image).text};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  ${({ $size }) => sizes[$size]}

  /* A virtual card has no plastic: drawn as a dashed outline inside the skin. */
  ${({ $virtual, theme }) =>
    $virtual &&
    css`
      outline: 2px dashed currentColor;
      outline-offset: -${theme.space[1]};
    `}
`;

const Top = styled.div`
  position: relative;
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Names = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const Product = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Bottom = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 75%;
`;

const CardNumber = styled.span`
  font-size: 1.15em;
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.08em;
  white-space: nowrap;
`;

const Holder = styled.span`
  text-transform: uppercase;
  overflow-wrap: anywhere;
`;

const Pattern = styled.svg`
  position: absolute;
  right: 0;
  bottom: 0;
  width: 45%;
  height: 70%;
`;

/** The skins' own drawings, so a skin is told apart by shape, not by colour only. */
const patterns: Record<CardImage, ReactNode> = {
  'card-consumer': (
    <>
      <circle cx="90" cy="80" r="50" opacity="0.18" />
      <circle cx="60" cy="100" r="35" opacity="0.12" />
    </>
  ),
  'card-business': (
    <>
      <rect x="0" y="50" width="100" height="12" opacity="0.16" />
      <rect x="20" y="72" width="80" height="12" opacity="0.12" />
      <rect x="40" y="94" width="60" height="12" opacity="0.08" />
    </>
  ),
  'card-accounting-partner': (
    <path d="M20 100 70 0h15L35 100zM55 100 100 10v30L75 100z" opacity="0.18" />
  ),
};

function Chip() {
  return (
    <svg width="2.6em" height="2em" viewBox="0 0 26 20" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="25" height="19" rx="4" fill="currentColor" opacity="0.35" />
      <path
        d="M0.5 7h8M0.5 13h8M17.5 7h8M17.5 13h8M8.5 0.5v19M17.5 0.5v19"
        stroke="currentColor"
        opacity="0.6"
        fill="none"
      />
    </svg>
  );
}

/**
 * The picture of a payment card in one of the three skins (consumer, business, accounting
 * partner), drawn with the brand's colours. Physical cards carry a chip, virtual ones a dashed
 * outline and their kind in words; a blocked card shows 'Estetty'. One text alternative names
 * the card; the drawing inside it is decoration.
 */
export function PaymentCardVisual({
  card,
  holderName,
  customerType,
  size = 'regular',
}: PaymentCardVisualProps) {
  const { t } = useTranslation();
  const image = cardSkinImage(card.SkinCodeEnum, customerType);
  const virtual = card.CardTypeEnum === 'VIRTUAL_CARD';
  const blocked = card.CardOperatorStatusCode === 'CARD_BLOCKED';
  const lastDigits = lastCardDigits(card.MaskedCardNumber);
  const description = [
    card.CardProductName,
    t('kit.paymentCardVisual.numberEnding', { digits: lastDigits }),
    holderName,
    t(`kit.card.kind.${card.CardTypeEnum}`),
    blocked && t('kit.card.status.CARD_BLOCKED'),
  ]
    .filter(Boolean)
    .join(', ');
  const small = size === 'small';

  return (
    <Card role="img" aria-label={description} $image={image} $size={size} $virtual={virtual}>
      <Pattern
        viewBox="0 0 100 100"
        preserveAspectRatio="none"
        fill="currentColor"
        aria-hidden="true"
      >
        {patterns[image]}
      </Pattern>
      {small ? (
        <Top>{!virtual && <Chip />}</Top>
      ) : (
        <>
          <Top>
            <Names>
              <Product>{card.CardProductName}</Product>
              {virtual && <span>{t('kit.card.kind.VIRTUAL_CARD')}</span>}
            </Names>
            {blocked && <StatusBadge tone="red" label={t('kit.card.status.CARD_BLOCKED')} />}
          </Top>
          {!virtual && <Chip />}
        </>
      )}
      <Bottom>
        <CardNumber>{small ? `•• ${lastDigits}` : card.MaskedCardNumber}</CardNumber>
        {!small && holderName && <Holder>{holderName}</Holder>}
      </Bottom>
    </Card>
  );
}
