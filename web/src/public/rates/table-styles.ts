/** One look for every rates table. */
export const tableClass = 'w-full min-w-[28rem] border-collapse text-left';
export const headClass = 'border-b-2 border-gray-300 bg-gray-100 px-3 py-2 font-semibold text-gray-900';
export const cellClass = 'border-b border-gray-200 px-3 py-2 text-gray-800';
