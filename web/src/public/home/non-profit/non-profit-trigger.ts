export const NON_PROFIT_TRIGGER_CLASS =
  'rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark';
