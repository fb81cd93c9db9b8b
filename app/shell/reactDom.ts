/** React's renderer alone, for the entry to evaluate in a task of its own (main.tsx). */
export { createRoot } from 'react-dom/client';
