import { alaskaMoment } from '@rha/contracts/reference';

/** A moment as people in Alaska read it, with the machine-readable time kept on the element. */
export function AlaskaMoment({ iso }: { iso: string }) {
  return <time dateTime={iso}>{alaskaMoment(iso)}</time>;
}
