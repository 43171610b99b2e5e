import { useEffect, useState } from 'react';

/** Shows the chosen file before upload; the object URL is released when the file changes. */
export function ImagePreview({ file }: { file: File | undefined }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  if (!url) return null;
  return (
    <img
      src={url}
      alt="Vista previa de la imagen seleccionada"
      className="mt-2 max-h-48 rounded-md border border-gray-200 object-contain"
    />
  );
}
