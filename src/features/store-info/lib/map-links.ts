/** Coordinates in decimal degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * An OpenStreetMap link centred on a point with a marker, zoom 15; needs no API key (spec
 * section 2, /lokasi-toko: the prototype's map areas needed a maps key).
 * @example osmPointUrl({ lat: 4.6247, lng: 96.8439 })
 *   // 'https://www.openstreetmap.org/?mlat=4.6247&mlon=96.8439#map=15/4.6247/96.8439'
 */
export function osmPointUrl({ lat, lng }: LatLng): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`;
}

/** An OpenStreetMap search for an address (for the main store, which has no coordinates). */
export function osmSearchUrl(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

/** Coordinates for reading, 4 decimals each: `4.6247, 96.8439`. */
export function formatCoordinates({ lat, lng }: LatLng): string {
  return `${lat.toFixed(4)}, ${lng.toFixed(4)}`;
}
