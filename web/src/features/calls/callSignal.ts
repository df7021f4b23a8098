export type CallSignal =
  | { type: 'offer' | 'answer'; sdp: string }
  | {
      type: 'candidate';
      candidate: { candidate: string; sdpMid: string | null; sdpMLineIndex: number | null };
    }
  | { type: 'restart' };
