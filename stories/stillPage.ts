/**
 * Readies the page for screenshots: no motion (transitions and animations would make two shots
 * differ, a caret blinks) and the kit's font weights loaded (the font loads lazily).
 */
export async function stillPageForShots(): Promise<void> {
  const still = document.createElement('style');
  still.textContent =
    '*, *::before, *::after { transition: none !important; animation: none !important; caret-color: transparent !important; }';
  document.head.append(still);
  await Promise.all(
    [400, 550, 700].map((weight) =>
      document.fonts.load(`${weight} 16px 'Inter Variable'`, 'Käyttötili 1 234,56 €'),
    ),
  );
}
