/**
 * `npm run bench`: the figures we compare between changes. Each section measures one face of the
 * product; run one alone with `npm run bench -- <section>` (rules, …).
 */
import { printFigures, type Figure } from './bench/report';
import { benchRules } from './bench/rules';

const sections: Record<string, () => Promise<Figure[]>> = {
  rules: benchRules,
};

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in sections));
if (unknown.length > 0) {
  console.error(
    `Unknown bench section: ${unknown.join(', ')}. Known: ${Object.keys(sections).join(', ')}`,
  );
  process.exit(2);
}

const figures: Figure[] = [];
for (const [name, run] of Object.entries(sections)) {
  if (chosen.length === 0 || chosen.includes(name)) figures.push(...(await run()));
}
printFigures(figures);
console.log();
