import cluster, { type Worker } from 'node:cluster';
import type { Count, Counters } from './counters';

/** A worker's question to the primary, and the answer, over the cluster's IPC channel. */
interface Question {
  giaCount: number;
  key: string;
  /** Absent to read the count without changing it. */
  add?: { amount: number; windowMs: number };
}
interface Answer {
  giaCount: number;
  count: Count;
}

const isQuestion = (m: unknown): m is Question =>
  typeof m === 'object' && m !== null && typeof (m as Question).giaCount === 'number' && 'key' in m;
const isAnswer = (m: unknown): m is Answer =>
  typeof m === 'object' && m !== null && typeof (m as Answer).giaCount === 'number' && 'count' in m;

/** How long a worker waits for the primary before counting alone (the primary answers from memory at once). */
const ANSWER_MS = 1000;

/**
 * WORKERS=n without REDIS_URL, in the primary: one set of counters for the machine, answering every
 * worker's questions, so n workers allow what one process would. Answers a stop function.
 */
export function keepMachineCounters(counters: Counters): () => void {
  const answer = (worker: Worker, message: unknown) => {
    if (!isQuestion(message)) return;
    const { key, add } = message;
    void (add ? counters.add(key, add.amount, add.windowMs) : counters.read(key)).then((count) => {
      if (worker.isConnected()) worker.send({ giaCount: message.giaCount, count } satisfies Answer);
    });
  };
  cluster.on('message', answer);
  return () => {
    cluster.off('message', answer);
  };
}

/**
 * WORKERS=n without REDIS_URL, in a worker: the counters the primary keeps for the whole machine. A
 * primary that does not answer in time (or a channel that is gone) leaves the worker counting alone for
 * that call in `alone`, as the Redis counters do while Redis is down.
 */
export class MachineCounters implements Counters {
  private readonly waiting = new Map<number, (count: Count) => void>();
  private next = 0;
  private readonly listen = (message: unknown) => {
    if (!isAnswer(message)) return;
    this.waiting.get(message.giaCount)?.(message.count);
  };

  constructor(
    private readonly local: Counters,
    private readonly channel: NodeJS.Process = process
  ) {
    channel.on('message', this.listen);
  }

  add(key: string, amount: number, windowMs: number): Promise<Count> {
    return this.ask({ giaCount: 0, key, add: { amount, windowMs } }, () => this.local.add(key, amount, windowMs));
  }

  read(key: string): Promise<Count> {
    return this.ask({ giaCount: 0, key }, () => this.local.read(key));
  }

  /** Shared by this machine's processes, not by other servers: only Redis shares counts across machines. */
  shared(): boolean {
    return false;
  }

  async close(): Promise<void> {
    this.channel.off('message', this.listen);
    await this.local.close();
  }

  private ask(question: Question, alone: () => Promise<Count>): Promise<Count> {
    if (!this.channel.send || !this.channel.connected) return alone();
    const id = (this.next += 1);
    return new Promise<Count>((resolve) => {
      const done = (count: Count | null) => {
        clearTimeout(timer);
        this.waiting.delete(id);
        resolve(count ?? alone());
      };
      const timer = setTimeout(() => done(null), ANSWER_MS);
      this.waiting.set(id, done);
      this.channel.send!({ ...question, giaCount: id }, undefined, undefined, (error) => {
        if (error) done(null);
      });
    });
  }
}
