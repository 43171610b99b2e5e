import fs from 'node:fs';
import path from 'node:path';

/** Extensions a folder import looks at; the content check decides whether each really is audio. */
const AUDIO_EXTENSIONS = new Set(['.mp3', '.wav', '.ogg', '.oga', '.opus', '.flac']);

/** A folder the admin may not import from, with the reason shown to them. Mapped to a 400 by the route. */
export class FolderRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FolderRefused';
  }
}

const inside = (parent: string, child: string) => {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/**
 * The real path of a folder the station may read a library from: absolute, existing, a readable directory, and
 * neither the station's data folder nor inside it (its media would come back as duplicates of themselves).
 */
export async function checkImportFolder(input: string, dataDir: string): Promise<string> {
  if (!path.isAbsolute(input))
    throw new FolderRefused('La ruta debe ser absoluta, por ejemplo /home/emisora/Música o C:\\Música.');
  let real: string;
  try {
    real = await fs.promises.realpath(input);
  } catch {
    throw new FolderRefused('La carpeta no existe.');
  }
  const stat = await fs.promises.stat(real);
  if (!stat.isDirectory()) throw new FolderRefused('La ruta no es una carpeta.');
  try {
    await fs.promises.access(real, fs.constants.R_OK | fs.constants.X_OK);
  } catch {
    throw new FolderRefused('La emisora no tiene permiso para leer esa carpeta.');
  }
  const data = await fs.promises.realpath(dataDir);
  if (inside(data, real)) throw new FolderRefused('No se puede importar desde la carpeta de datos de la emisora.');
  return real;
}

/**
 * Audio files under `root`, depth first, in name order so a resumed scan finds them in the same order. Hidden
 * entries and symbolic links are skipped (a link back up the tree would loop), and so is `skip` (the data folder,
 * when the admin points at a folder that holds it).
 */
export async function* audioFilesIn(root: string, skip?: string): AsyncGenerator<{ path: string; name: string }> {
  const stack = [root];
  while (stack.length > 0) {
    const dir = stack.pop()!;
    let entries: fs.Dirent[];
    try {
      entries = await fs.promises.readdir(dir, { withFileTypes: true });
    } catch {
      continue; // an unreadable subfolder: the rest of the library still comes in
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const subfolders: string[] = [];
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== skip) subfolders.push(full);
      } else if (entry.isFile() && AUDIO_EXTENSIONS.has(path.extname(entry.name).toLowerCase())) {
        yield { path: full, name: path.relative(root, full) };
      }
    }
    stack.push(...subfolders.reverse());
  }
}
