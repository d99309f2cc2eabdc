// The pages' JSX runtime escapes by default: text and numbers are escaped wherever they go,
// markup made by tags and components is not escaped twice, and nothing renders for null/false.
import { expect, test } from 'bun:test';
import { type Html, trustedHtml } from '../../src/web/jsx/jsx-runtime';

const attack = `<script>alert("x")</script>&'`;

test('text children are escaped; attributes are escaped; markup from tags is kept', () => {
  const Card = (props: { title: string; children?: Html }) => (
    <section title={props.title}>
      <h2>{props.title}</h2>
      {props.children}
    </section>
  );
  const out = (
    <Card title={attack}>
      <p>
        {attack}
        {[attack, 1, null, false, undefined, true]}
      </p>
    </Card>
  ).value;
  // In a quoted attribute only a quote could break out, and it is escaped.
  const [attribute] = out.match(/title="[^"]*"/)!;
  expect(attribute).toBe(`title="<script>alert(&#34;x&#34;)</script>&'"`);
  expect(out.replace(attribute, '')).not.toContain('<script>');
  expect(out).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#x27;');
  expect(out).toContain('<p>');
  expect(out).toContain('1</p>');
  expect(out.match(/<h2>/g)?.length).toBe(1);
});

test('fragments escape too; only trustedHtml passes markup through', () => {
  // biome-ignore lint/complexity/noUselessFragments: the fragment is what this test is about
  expect((<>{attack}</>).value).not.toContain('<script>');
  expect((<div>{trustedHtml('<b>ok</b>')}</div>).value).toBe('<div><b>ok</b></div>');
});
