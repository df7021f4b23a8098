import type { Stroke } from '@rha/contracts/schemas';
import { describe, expect, it, vi } from 'vitest';
import { syncAnnotations, type TextChannel } from './annotationSync';

/** Two ends of one channel in memory, delivering in order and asynchronously, as a data channel does. */
function channelPair(): [TextChannel, TextChannel] {
  type End = TextChannel & { peer?: End; listeners: Set<(event: { data: unknown }) => void> };
  const end = (): End => ({
    listeners: new Set(),
    addEventListener(_type, listener) {
      this.listeners.add(listener);
    },
    removeEventListener(_type, listener) {
      this.listeners.delete(listener);
    },
    send(data: string) {
      const peer = this.peer;
      queueMicrotask(() => peer?.listeners.forEach((listener) => listener({ data })));
    },
  });
  const a = end();
  const b = end();
  a.peer = b;
  b.peer = a;
  return [a, b];
}

const fileId = '0b6c1f3e-8d2a-4e5f-9a7b-1c2d3e4f5a6b';
const arrow: Stroke = {
  id: '6f1c2a9e-3b7d-4c5e-9f10-2a3b4c5d6e7f',
  tool: 'arrow',
  from: { x: 0.1, y: 0.2 },
  to: { x: 0.8, y: 0.6 },
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the annotation sync', () => {
  it('hands a mark drawn on one side to the other, and an undo back', async () => {
    const [technicianEnd, expertEnd] = channelPair();
    const atTechnician = vi.fn();
    const atExpert = vi.fn();
    const technician = syncAnnotations(technicianEnd, atTechnician);
    const expert = syncAnnotations(expertEnd, atExpert);

    expert.sendStroke(fileId, arrow);
    technician.sendUndo(fileId, arrow.id);
    await settle();

    expect(atTechnician).toHaveBeenCalledWith({ type: 'stroke', fileId, stroke: arrow });
    expect(atExpert).toHaveBeenCalledWith({ type: 'undo', fileId, strokeId: arrow.id });
  });

  it('shows a still taken on one side on the other', async () => {
    const [technicianEnd, expertEnd] = channelPair();
    const atExpert = vi.fn();
    syncAnnotations(expertEnd, atExpert);
    const still = { fileId, fileName: 'still.jpg', width: 1280, height: 720 };

    syncAnnotations(technicianEnd, vi.fn()).showStill(still);
    await settle();

    expect(atExpert).toHaveBeenCalledWith({ type: 'still', ...still });
  });

  it('drops what is not a well-formed mark', async () => {
    const [sender, receiver] = channelPair();
    const received = vi.fn();
    syncAnnotations(receiver, received);

    sender.send('not json');
    sender.send(
      JSON.stringify({ type: 'stroke', fileId, stroke: { ...arrow, to: { x: 3, y: 0 } } }),
    );
    sender.send(JSON.stringify({ type: 'wipe', fileId }));
    sender.send(JSON.stringify({ type: 'still', fileId, fileName: 'x.jpg', width: 0, height: 9 }));
    await settle();

    expect(received).not.toHaveBeenCalled();
  });

  it('stops listening once closed', async () => {
    const [sender, receiver] = channelPair();
    const received = vi.fn();
    syncAnnotations(receiver, received).close();

    syncAnnotations(sender, vi.fn()).sendStroke(fileId, arrow);
    await settle();

    expect(received).not.toHaveBeenCalled();
  });
});
