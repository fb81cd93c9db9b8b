/** The card the details page shows, as a click on the overview chooses it (for Storybook). */
export { selectCard } from '../features/cards/selectedCard';
