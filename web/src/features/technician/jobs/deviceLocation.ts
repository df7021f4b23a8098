import type { DeviceLocation } from '@rha/contracts/schemas';

/** Shown when the technician asked to share the location and the device gave none. */
export const LOCATION_UNAVAILABLE =
  'Your location could not be read. Allow location access, or check in without sharing it.';

/** The most a fix may be off and still be sent, as the contract allows. */
const MAX_ACCURACY_METERS = 100_000;

/** The device's position, asked for only once the technician chose to share it. */
export function currentLocation(): Promise<DeviceLocation> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error(LOCATION_UNAVAILABLE));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracyMeters: Math.min(coords.accuracy, MAX_ACCURACY_METERS),
        }),
      () => reject(new Error(LOCATION_UNAVAILABLE)),
      { enableHighAccuracy: true, timeout: 30_000, maximumAge: 60_000 },
    );
  });
}
