import { contentDir } from './content-dir';
import { loadContent, type LoadedContent } from './load-content';

export { contentDir } from './content-dir';
export { loadContent, parseContentText, fromContentFile, type LoadedContent } from './load-content';
export { toContentFile, toContentYaml } from './write-content';
export { ContentFileSchema, type ContentFile } from './content-file.schema';

const cache = new Map<string, LoadedContent>();

/** The catalogue's content files, read once per folder (they do not change while a process runs). */
export function catalogueContent(dir: string = contentDir()): LoadedContent {
  let loaded = cache.get(dir);
  if (!loaded) {
    loaded = loadContent(dir);
    cache.set(dir, loaded);
  }
  return loaded;
}
