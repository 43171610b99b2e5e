import type { MediaStore } from '../media/store';
import type { MediaKind } from '../media/urls';

/**
 * Files moved into the media store while one row is being created. If the row is not written,
 * rollback() removes them again — except a file some other row already refers to: names are
 * content hashes, so an identical upload lands on the very same file.
 */
export function mediaTransaction(media: MediaStore, inUse: (kind: MediaKind, fileName: string) => boolean) {
  const added: Array<{ kind: MediaKind; fileName: string }> = [];
  return {
    async adopt(kind: MediaKind, tempFile: string, extension: string): Promise<string> {
      const fileName = await media.adopt(kind, tempFile, extension);
      added.push({ kind, fileName });
      return fileName;
    },
    write(kind: MediaKind, data: Buffer, extension: string): string {
      const fileName = media.writeBuffer(kind, data, extension);
      added.push({ kind, fileName });
      return fileName;
    },
    rollback(): void {
      for (const { kind, fileName } of added.splice(0)) {
        if (!inUse(kind, fileName)) media.remove(kind, fileName);
      }
    },
  };
}
