import { z } from 'zod';
import { CALL_END_REASONS, CALL_LIMITS, CALL_ROLES, CALL_STATUSES } from '../reference/calls.js';
import { messages } from './messages.js';

const m = messages.calls;
const instant = z.iso.datetime({ offset: true });

const utf8 = new TextEncoder();

export const callParticipantSchema = z
  .strictObject({
    userId: z.string(),
    name: z.string(),
    role: z.enum(CALL_ROLES),
    joinedAt: instant.meta({
      description:
        'When they last joined: a rejoin (after a reload) moves it, so the other side knows to connect afresh.',
    }),
    leftAt: instant.nullable(),
  })
  .meta({ id: 'CallParticipant', description: 'One of the (at most two) people of a call.' });

export const callSchema = z
  .strictObject({
    id: z.uuid(),
    requestId: z.uuid(),
    status: z.enum(CALL_STATUSES),
    startedBy: z.strictObject({
      userId: z.string(),
      name: z.string(),
      role: z.enum(CALL_ROLES),
    }),
    participants: z.array(callParticipantSchema).max(CALL_LIMITS.participantsMax),
    startedAt: instant,
    connectedAt: instant
      .nullable()
      .meta({ description: 'When the second person joined; null while it rings.' }),
    endedAt: instant.nullable(),
    endReason: z.enum(CALL_END_REASONS).nullable(),
  })
  .meta({
    id: 'Call',
    description:
      "A live call on a job between its technician and one expert (a user of the job's company, or an admin). Its length is `endedAt - connectedAt`.",
  });

export const callListSchema = z
  .strictObject({
    items: z.array(callSchema).meta({ description: 'Newest first; the open call, if any, first.' }),
  })
  .meta({ id: 'CallList' });

/** A session description, bounded in bytes as the browser sends it. */
const sdpField = z
  .string()
  // Over the limit in characters is over it in bytes: one message, not two.
  .max(CALL_LIMITS.sdpMaxBytes, { message: m.sdpTooLong(CALL_LIMITS.sdpMaxBytes), abort: true })
  .refine(
    (sdp) => utf8.encode(sdp).length <= CALL_LIMITS.sdpMaxBytes,
    m.sdpTooLong(CALL_LIMITS.sdpMaxBytes),
  );

export const callSignalSchema = z
  .discriminatedUnion('type', [
    z.strictObject({ type: z.literal('offer'), sdp: sdpField }),
    z.strictObject({ type: z.literal('answer'), sdp: sdpField }),
    z.strictObject({
      type: z.literal('candidate'),
      candidate: z.strictObject({
        candidate: z
          .string()
          .max(CALL_LIMITS.candidateMaxLength, m.candidateTooLong(CALL_LIMITS.candidateMaxLength)),
        sdpMid: z.string().max(CALL_LIMITS.sdpMidMaxLength).nullable(),
        sdpMLineIndex: z.int().min(0).max(255).nullable(),
      }),
    }),
    z.strictObject({ type: z.literal('restart') }),
  ])
  .meta({
    id: 'CallSignal',
    description:
      'WebRTC signalling passed to the other person of the call: an offer or answer (SDP), an ICE candidate, or a request to restart ICE.',
  });

/**
 * The join of the other person a signal is meant for: a page that rejoined (a reload) has a new
 * connection, and what was meant for the page that is gone must not reach it.
 */
const toJoinedAt = instant.meta({
  description:
    "When the other person joined, as the sender's connection knows it: the join the signal is meant for.",
});

/** A signal as a person's page sends it: what, and for which join of the other person. */
export const callSignalSendSchema = z
  .strictObject({ toJoinedAt, signal: callSignalSchema })
  .meta({ id: 'CallSignalSend' });

/** A signal as the other person's live stream carries it. */
export const callSignalEventSchema = z
  .strictObject({
    callId: z.uuid(),
    fromUserId: z.string(),
    fromJoinedAt: instant.meta({
      description:
        'When the sender last joined: a signal from before or after the join this side connects to is not for its connection.',
    }),
    toJoinedAt,
    signal: callSignalSchema,
  })
  .meta({ id: 'CallSignalEvent' });

export const iceServerSchema = z
  .strictObject({
    urls: z.array(z.string()).min(1),
    username: z.string().optional(),
    credential: z.string().optional(),
  })
  .meta({ id: 'IceServer', description: 'A STUN or TURN server, as RTCPeerConnection takes it.' });

/** The service's answer to a start, a join or a hang-up. */
export const callAnswerSchema = z.strictObject({ call: callSchema }).meta({ id: 'CallAnswer' });

/** The bff's answer to a start or a join: the call and the servers this person may reach it by. */
export const callWithIceServersSchema = z
  .strictObject({
    call: callSchema,
    iceServers: z
      .array(iceServerSchema)
      .meta({ description: 'Minted for this call and this person; TURN credentials expire.' }),
  })
  .meta({ id: 'CallWithIceServers' });

/** The bff's answer for a call about to be joined: the servers alone, to prepare the connection by. */
export const iceServerListSchema = z
  .strictObject({
    iceServers: z
      .array(iceServerSchema)
      .meta({ description: 'Minted for this person; TURN credentials expire.' }),
  })
  .meta({ id: 'IceServerList' });

export type Call = z.infer<typeof callSchema>;
export type CallParticipant = z.infer<typeof callParticipantSchema>;
export type CallList = z.infer<typeof callListSchema>;
export type CallSignal = z.infer<typeof callSignalSchema>;
export type CallSignalSend = z.infer<typeof callSignalSendSchema>;
export type CallSignalEvent = z.infer<typeof callSignalEventSchema>;
export type IceServer = z.infer<typeof iceServerSchema>;
export type CallWithIceServers = z.infer<typeof callWithIceServersSchema>;
export type IceServerList = z.infer<typeof iceServerListSchema>;
