import { CallLiveRelay } from './CallLiveRelay';
import { IncomingCallNotices } from './IncomingCallNotices';

/** What a signed-in person's top bar holds for calls: the live relay and the calls ringing for them. */
export function TopBarCalls() {
  return (
    <>
      <CallLiveRelay />
      <IncomingCallNotices />
    </>
  );
}
