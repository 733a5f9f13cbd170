import t from 'tap';
import { renderToStaticMarkup } from 'react-dom/server';
import { ViewContextProvider } from '../../views/view-context.tsx';
import { viewContext } from '../helpers/widget-render.tsx';
import { NodeConfigFields, type ConfigFormView } from '../../views/rule-chains/node-config-fields.tsx';
import { configFieldsOf, configInput, nodeDefinitionOf } from '../../server/domain/node-config-form.ts';
import { DESCRIPTORS } from '../../emulator/components/rule-node-catalogue.ts';
import type { ComponentDescriptor } from '../../server/platform/types/rule-chain.ts';

const descriptor = (clazz: string) => DESCRIPTORS.find((d) => d.clazz === `org.thingsboard.rule.engine.${clazz}`) as unknown as ComponentDescriptor;

function render(component: ComponentDescriptor, lang: string): string {
  const fields = configFieldsOf(component);
  const form: ConfigFormView = { fields, input: configInput(fields, nodeDefinitionOf(component).defaultConfiguration), errors: {}, tests: {} };
  return renderToStaticMarkup(<ViewContextProvider value={viewContext(lang)}><NodeConfigFields form={form} /></ViewContextProvider>);
}
const labels = (html: string) => [...html.matchAll(/<label for="([^"]+)"[^>]*>([^<]+)</g)].map((m) => [m[1], m[2]]);

t.test('every member of the catalogue has the console\'s own label, in the user\'s language', async (t) => {
  const untranslated = DESCRIPTORS.flatMap((d) => configFieldsOf(d as unknown as ComponentDescriptor).filter((f) => !f.labelKey).map((f) => `${d.name}: ${f.name}`));
  t.same(untranslated, [], 'no member left to the platform\'s English');
  const delay = descriptor('delay.TbMsgDelayNode');
  t.same(labels(render(delay, 'en_US')).slice(0, 2), [['node-configuration-periodInSeconds', 'Period (seconds)'], ['node-configuration-maxPendingMsgs', 'Maximum pending messages']]);
  t.same(labels(render(delay, 'de_DE')).slice(0, 2), [['node-configuration-periodInSeconds', 'Periode (Sekunden)'], ['node-configuration-maxPendingMsgs', 'Höchstzahl wartender Nachrichten']]);
});

t.test('the same member named by its node: the script of a filter and of a transformation, keys copied or deleted', async (t) => {
  t.match(render(descriptor('filter.TbJsFilterNode'), 'fr_FR'), /Fonction de filtre/);
  t.match(render(descriptor('transform.TbTransformMsgNode'), 'fr_FR'), /Fonction de transformation/);
  t.match(render(descriptor('transform.TbCopyKeysNode'), 'en_US'), /Copy from the metadata to the message/);
  t.match(render(descriptor('transform.TbDeleteKeysNode'), 'en_US'), /Delete from the metadata/);
});

t.test('a choice\'s values in words, the stored value unchanged', async (t) => {
  const html = render(descriptor('metadata.TbGetTelemetryNode'), 'ja_JP');
  t.match(html, /<option value="MINUTES" selected="">分<\/option>/);
  t.match(render(descriptor('transform.TbChangeOriginatorNode'), 'es_ES'), /<option value="RELATED">Entidad relacionada<\/option>/);
});

t.test('a member the console does not know keeps the platform\'s label, as do values it has no words for', async (t) => {
  const own = {
    ...descriptor('filter.TbJsFilterNode'),
    clazz: 'com.example.rule.MyNode',
    configurationDescriptor: {
      nodeDefinition: { defaultConfiguration: { threshold: 3, mode: 'FAST', scope: 'SERVER_SCOPE' } },
      configurationFields: [
        { name: 'threshold', type: 'integer', label: 'Schwelle' },
        { name: 'mode', type: 'choice', label: 'Mode', options: ['FAST', 'SLOW'] },
        { name: 'scope', type: 'choice', label: 'Their scope', options: ['SERVER_SCOPE', 'OTHER'] },
      ],
    },
  } as unknown as ComponentDescriptor;
  const html = render(own, 'de_DE');
  t.same(labels(html), [['node-configuration-threshold', 'Schwelle'], ['node-configuration-mode', 'Mode'], ['node-configuration-scope', 'Attributbereich']]);
  t.match(html, /<option value="FAST" selected="">FAST<\/option>/);
  t.match(html, /<option value="OTHER">OTHER<\/option>/, 'a value of a known member the console has no words for');
  t.match(html, /<option value="SERVER_SCOPE" selected="">Server-Attribute<\/option>/);
});
