/** What the map island needs of a branch: no more than goes over the wire. */
export type MapBranch = { id: number; title: string; address: string; phone?: string; lat: number; lng: number }
