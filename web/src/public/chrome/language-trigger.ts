export const LANGUAGE_TRIGGER_CLASS =
  'inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-gray-800 hover:bg-gray-100';
