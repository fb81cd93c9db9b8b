import {
  Controls,
  Description,
  Markdown,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { KIT_GUIDES } from './kitGuides';
import { kitTextsOf } from './kitTexts';

/** A kit story file's title is `Kit/<group>/<Component>`: the component's folder in `ui/`. */
const kitComponentOf = (title: string) =>
  title.startsWith('Kit/') ? title.split('/').at(-1) : undefined;

function Guide({ component }: { component: string }) {
  const guide = KIT_GUIDES[component];
  if (!guide) return null;
  return (
    <>
      <h2>When to use it</h2>
      <Markdown>{guide.use}</Markdown>
      <h2>When not to</h2>
      <Markdown>{guide.avoid}</Markdown>
      <h2>Keyboard</h2>
      <Markdown>{guide.keyboard}</Markdown>
      <h2>Screen readers</h2>
      <Markdown>{guide.screenReader}</Markdown>
    </>
  );
}

function Texts({ component }: { component: string }) {
  const texts = kitTextsOf(component);
  return (
    <>
      <h2>Texts in three languages</h2>
      {texts.length === 0 ? (
        <p>No texts of its own: every text it shows comes in through its props.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Key (i18n/*/kit.ts, common.ts)</th>
              <th scope="col">Suomi</th>
              <th scope="col">Svenska</th>
              <th scope="col">English</th>
            </tr>
          </thead>
          <tbody>
            {texts.map((text) => (
              <tr key={text.key}>
                <th scope="row">
                  <code>{text.key}</code>
                </th>
                <td lang="fi">{text.fi}</td>
                <td lang="sv">{text.sv}</td>
                <td lang="en">{text.en}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/**
 * Every docs page: a kit component's adds when to use it and when not, its keyboard and
 * screen-reader behaviour and its texts in fi, sv and en to the description, props and stories.
 */
export function KitDocsPage() {
  const { csfFile } = useOf('meta', ['meta']);
  const component = kitComponentOf(csfFile.meta.title ?? '');
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      {component && <Guide component={component} />}
      <Primary />
      <h2>Props</h2>
      <Controls />
      {component && <Texts component={component} />}
      <Stories />
    </>
  );
}
