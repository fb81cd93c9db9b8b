import { createContext, useContext } from 'react';
import { PAGE_ANSWERS_ID, parsePageAnswers, type PageAnswers } from '../../api/pageAnswers';

/** The answers a page is prerendered with (app/prerender.tsx): there is no served page then. */
export const PrerenderedAnswers = createContext<PageAnswers | null>(null);

let read: { text: string | null; answers: PageAnswers } = { text: null, answers: {} };

/** The bank's answers the page it served carries (api/pageAnswers.ts), read once. */
export function servedAnswers(): PageAnswers {
  const text = document.getElementById(PAGE_ANSWERS_ID)?.textContent ?? null;
  if (text !== read.text) read = { text, answers: parsePageAnswers(text) };
  return read.answers;
}

/** The page's answers: those it was served with, or prerendered with. */
export function usePageAnswers(): PageAnswers {
  return useContext(PrerenderedAnswers) ?? servedAnswers();
}
