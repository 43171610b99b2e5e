/** Tailwind class sets shared by admin controls, so buttons and inputs look alike everywhere. */
export const inputClass =
  'w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 focus:border-blue-500 focus:outline-none disabled:bg-gray-100';
export const labelClass = 'mb-1 block text-sm font-medium text-gray-700';
export const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-md bg-brand px-4 py-2 text-sm font-medium text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-50';
export const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-medium text-gray-800 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-50';
export const dangerButton =
  'inline-flex items-center justify-center gap-2 rounded-md bg-red-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-700 disabled:cursor-not-allowed disabled:opacity-50';
export const cardClass = 'rounded-lg border border-gray-200 bg-white p-4 shadow-sm';
export const tabListClass = 'mb-4 flex flex-wrap gap-1 border-b border-gray-200';
export const tabTriggerClass =
  'rounded-t-md px-4 py-2 text-sm font-medium text-gray-600 hover:text-gray-900 data-[state=active]:border-b-2 data-[state=active]:border-brand data-[state=active]:text-brand';
