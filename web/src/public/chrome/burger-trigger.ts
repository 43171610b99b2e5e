export const BURGER_TRIGGER_CLASS = 'inline-flex items-center rounded-md p-2 text-gray-800 hover:bg-gray-100';
