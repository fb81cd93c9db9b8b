import type { ReactNode } from 'react';
import { Stack } from '../../ui/Stack';
import { ActionGate } from './ActionGate';

/**
 * The frame of a page that acts for the customer: its name, what it does, and the gate that
 * tells a customer who may not act why, instead of the form.
 */
export function GatedPage({
  title,
  intro,
  blockedTitle,
  children,
}: {
  title: string;
  intro: string;
  /** The gate's heading for a customer who may not act here. */
  blockedTitle: string;
  children: ReactNode;
}) {
  return (
    <Stack gap={5}>
      <h1>{title}</h1>
      <p>{intro}</p>
      <ActionGate blockedTitle={blockedTitle}>{children}</ActionGate>
    </Stack>
  );
}
