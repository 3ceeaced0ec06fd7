// How a branch's marker looks, on the map the server draws (DrawnMap) and on the live one
// (LeafletMap, which takes it as HTML): one look, so nothing changes as the map comes alive.
// Written out whole for Tailwind to find.

/** A marker of one branch. */
export const singlePinClass = 'block size-6 rounded-full border-4 border-white bg-primary-600 shadow-md ring-1 ring-black/20'
/** A marker shared by branches too close to part, showing their count. */
export const groupPinClass = 'flex size-8 items-center justify-center rounded-full border-4 border-white bg-primary-700 text-sm font-bold text-white shadow-md ring-1 ring-black/20'
