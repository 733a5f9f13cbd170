import { MODULE_SCRIPTS, SCRIPTS, type ScriptName } from '../server/assets/asset-manifest.ts';
import { useView } from './view-context.tsx';

/** A part of a page that needs a browser script asks for it here; the page then loads it, and pages without such parts do not. */
export function useScript(name: ScriptName): void {
  useView().scripts.add(name);
}

/** The scripts the page's parts asked for, rendered last in the body so that every part has rendered before. */
export function PageScripts() {
  const { scripts, asset } = useView();
  return (
    <>
      {SCRIPTS.filter((name) => scripts.has(name)).map((name) => <script key={name} defer src={asset(`${name}.js`)} />)}
      {MODULE_SCRIPTS.filter((name) => scripts.has(name)).map((name) => <script key={name} type="module" src={asset(`${name}.js`)} />)}
    </>
  );
}
