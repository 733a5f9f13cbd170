import t from 'tap';
import { renderToStaticMarkup } from 'react-dom/server';
import { ViewContextProvider } from '../../views/view-context.tsx';
import { viewContext } from '../helpers/widget-render.tsx';
import { ScriptLangToggle, type ScriptLangToggleProps } from '../../views/parts/script-lang-toggle.tsx';

// The script language toggle (widgets spec §2: TBEL or JavaScript): two radio buttons named by the language's JSON
// path, the current one checked, named for assistive technology, its refusal tied to it.

const render = (props: ScriptLangToggleProps, lang = 'en_US') => renderToStaticMarkup(<ViewContextProvider value={viewContext(lang)}><ScriptLangToggle {...props} /></ViewContextProvider>);

t.test('TBEL or JavaScript, posted as the platform names them, the current one checked', async (t) => {
  const html = render({ id: 'lang', name: 'configuration.scriptLang', value: 'JS' });
  t.same([...html.matchAll(/<input type="radio" name="configuration.scriptLang"( checked="")? value="(\w+)"\/><span>([^<]+)<\/span>/g)].map((m) => [m[2], m[3], Boolean(m[1])]),
    [['TBEL', 'TBEL', false], ['JS', 'JavaScript', true]]);
  t.match(html, /<fieldset class="script-lang-field" id="lang"><legend class="visually-hidden">Script language<\/legend>/, 'named by its legend, hidden in a toolbar');
  t.match(render({ id: 'lang', name: 'x', value: 'TBEL', labelled: true }), /<legend>Script language<\/legend>/, 'shown in a form');
  t.match(render({ id: 'lang', name: 'x', value: 'TBEL' }, 'de_DE'), /<legend class="visually-hidden">Skriptsprache<\/legend>/, 'translated');
});

t.test('disabled, and a refusal described by its error line', async (t) => {
  t.match(render({ id: 'lang', name: 'x', value: 'TBEL', disabled: true }), /<fieldset class="script-lang-field" id="lang" disabled="">/);
  const refused = render({ id: 'lang', name: 'x', value: 'TBEL', error: 'Choose a language.' });
  t.match(refused, /<fieldset class="script-lang-field" id="lang" aria-invalid="true" aria-describedby="lang-error">/);
  t.match(refused, /<span id="lang-error" class="field-error">Choose a language.<\/span><\/fieldset>/);
  t.notMatch(render({ id: 'lang', name: 'x', value: 'TBEL' }), /field-error/, 'no error line without a refusal');
});
