import type { GalleryImage, GalleryType } from '../../../../shared/schemas/library/gallery';
import type { Db } from '../../db/database';
import { mediaUrl } from '../../media/urls';

interface GalleryRow {
  id: number;
  type: GalleryType;
  title: string;
  description: string | null;
  file_name: string;
  thumb_file: string;
  uploaded_by: number;
  created_at: string;
}

export interface StoredGalleryImage extends GalleryImage {
  fileName: string;
  thumbFile: string;
}

const toImage = (row: GalleryRow): StoredGalleryImage => ({
  id: row.id,
  type: row.type,
  title: row.title,
  description: row.description,
  imageUrl: mediaUrl('images', row.file_name),
  thumbnailUrl: mediaUrl('thumbs', row.thumb_file),
  createdAt: row.created_at,
  fileName: row.file_name,
  thumbFile: row.thumb_file,
});

export const publicImage = ({ fileName: _f, thumbFile: _t, ...rest }: StoredGalleryImage): GalleryImage => rest;

export function createGalleryRepo(db: Db) {
  const all = db.prepare<[], GalleryRow>('SELECT * FROM gallery_images ORDER BY created_at DESC, id DESC');
  const byId = db.prepare<[number], GalleryRow>('SELECT * FROM gallery_images WHERE id = ?');
  const insert = db.prepare(
    'INSERT INTO gallery_images (type, title, description, file_name, thumb_file, uploaded_by) VALUES (@type, @title, @description, @fileName, @thumbFile, @uploadedBy)',
  );
  const remove = db.prepare<[number]>('DELETE FROM gallery_images WHERE id = ?');
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM gallery_images');
  const inUse = db.prepare<[{ f: string }], { n: number }>(
    'SELECT COUNT(*) AS n FROM gallery_images WHERE file_name = @f OR thumb_file = @f',
  );
  return {
    list: (): StoredGalleryImage[] => all.all().map(toImage),
    get: (id: number): StoredGalleryImage | undefined => {
      const row = byId.get(id);
      return row ? toImage(row) : undefined;
    },
    create: (image: {
      type: GalleryType;
      title: string;
      description: string | null;
      fileName: string;
      thumbFile: string;
      uploadedBy: number;
    }): StoredGalleryImage => {
      const id = Number(insert.run(image).lastInsertRowid);
      return toImage(byId.get(id)!);
    },
    remove: (id: number): boolean => remove.run(id).changes > 0,
    count: (): number => count.get()!.n,
    fileInUse: (fileName: string): boolean => inUse.get({ f: fileName })!.n > 0,
  };
}
