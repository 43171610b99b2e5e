import { useQuery } from '@tanstack/react-query';
import { FolderOpen } from 'lucide-react';
import { useState } from 'react';
import { desktopBridge } from '../lib/desktop-bridge';

/** Only in the desktop window: open the data folder, start Emisora with the computer. */
export function DesktopBar() {
  const bridge = desktopBridge();
  const info = useQuery({ queryKey: ['desktop-info'], queryFn: () => bridge!.stationInfo(), enabled: !!bridge });
  const [atLogin, setAtLogin] = useState<boolean | null>(null);
  if (!bridge || !info.data) return null;
  const checked = atLogin ?? info.data.openAtLogin;
  return (
    <div className="flex flex-wrap items-center gap-4 text-sm text-gray-700">
      <button
        type="button"
        onClick={() => void bridge.openDataFolder()}
        className="inline-flex items-center gap-1 rounded-md border border-gray-300 bg-white px-3 py-1.5 hover:bg-gray-50"
      >
        <FolderOpen aria-hidden className="h-4 w-4" /> Abrir la carpeta de datos
      </button>
      <label className="inline-flex items-center gap-2">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => void bridge.setOpenAtLogin(event.target.checked).then((on) => setAtLogin(on))}
        />
        Arrancar Emisora al encender el ordenador
      </label>
      <span className="text-xs text-gray-500">Versión {info.data.version}</span>
    </div>
  );
}
