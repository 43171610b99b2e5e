/** One look for every rates table; narrow enough (20rem) for a 360 px phone without sideways scrolling. */
export const tableClass = 'w-full min-w-[20rem] border-collapse text-left';
export const headClass = 'border-b-2 border-gray-300 bg-gray-100 px-2 py-2 font-semibold text-gray-900 sm:px-3';
export const cellClass = 'border-b border-gray-200 px-2 py-2 text-gray-800 sm:px-3';
