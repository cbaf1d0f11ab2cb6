import { type Namespace, namespaceFiles } from './namespaces.ts';

// One chunk per language and namespace: the landing never downloads the admin texts, nor a Korean reader the English.
const modules = import.meta.glob<Record<string, Record<string, unknown>>>(['./ko/*.ts', './en/*.ts']);

/** Loads one namespace of one language (each file exports a single object named after its namespace). */
export async function loadNamespace(language: string, ns: string): Promise<Record<string, unknown>> {
  const file = namespaceFiles[ns as Namespace];
  const load = file ? modules[`./${language}/${file}.ts`] : undefined;
  if (!load) throw new Error(`no texts for ${language}/${ns}`);
  const module = await load();
  const texts = module[ns];
  if (!texts) throw new Error(`./${language}/${file}.ts does not export ${ns}`);
  return texts;
}
