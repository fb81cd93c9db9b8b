/// <reference types="vite/client" />
import {
  composeStories,
  type composeStory,
  type Decorator,
  type Meta,
  type StoryContext,
  setProjectAnnotations,
} from '@storybook/react-vite';
import preview from '../../.storybook/preview';
import { SCREEN_STATE } from './bankScreen';
import type { OpenedScreen } from './openScreen';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

/** One screen story, composed with the preview's decorators as the story tests compose it. */
export interface ScreenStory {
  /** `Screens/Accounts/Home`. */
  title: string;
  /** `Loaded`, `KycExpired`… */
  name: string;
  /** The screen's main story (its main action), not one of its other states. */
  main: boolean;
  Story: ComposedStory;
}

/** The context of the story drawn last: its loaded screen and fake bank. */
let drawn: StoryContext | undefined;

const rememberDrawn: Decorator = (Story, context) => {
  drawn = context;
  return <Story />;
};

/** The screen the story drawn last opened (its loader's page and fake bank). */
export function drawnScreen(): OpenedScreen {
  const screen = drawn?.loaded.screen as OpenedScreen | undefined;
  if (!screen) throw new Error('No screen story has been drawn');
  return screen;
}

// Before composing: a story composes with the project's annotations set at that moment.
setProjectAnnotations(preview);

const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

/** Every screen story of `stories/screens/`: file by file, each file's stories by name. */
export const screenStories: ScreenStory[] = Object.values(modules).flatMap((module) => {
  const { title = '' } = module.default as Meta;
  return Object.entries(composeStories(module, { decorators: [rememberDrawn] })).map(
    ([name, Story]) => ({
      title,
      name,
      main: !(Story as ComposedStory).tags.includes(SCREEN_STATE),
      Story: Story as ComposedStory,
    }),
  );
});
