import { SERVICES, type ServiceKind } from '@gia/domain';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { assignCall, deleteCall, rejectCall } from '../requests/test-fixtures';
import type { RequestRow } from '../requests/present';
import { buildTestApp } from '../test-support/app';
import type { TestAccount } from '../test-support/accounts';
import { adminRead, makeWorld, requestIn, type World } from './support/world';

/**
 * Two admins (two accounts) act on one request at the same moment: exactly one wins, the other is told
 * why (409, or 404 once the request is deleted), and the history shows the one outcome. Every kind,
 * each race in both firing orders.
 */

let w: World;
beforeAll(async () => {
  w = await makeWorld(await buildTestApp());
});
afterAll(async () => {
  await w?.t.close();
});

type Move =
  | 'assign'
  | 'assign elsewhere'
  | 'reopen'
  | 'reopen elsewhere'
  | 'reject'
  | 'delete'
  | 'assign by reference'
  | 'reject by reference'
  | 'delete by reference';

/**
 * Each move as an admin sends it; "elsewhere" picks the kind's other vendor; "by reference" goes
 * through the request page's call (issue 14) instead of the kind's own.
 */
function call(move: Move, kind: ServiceKind, id: number, admin: TestAccount, reference: string): InjectOptions {
  const byReference = (action: string, payload: Record<string, unknown>): InjectOptions => ({
    method: 'POST',
    url: `/api/v1/global/requests/${reference}/${action}`,
    headers: admin.auth,
    payload
  });
  switch (move) {
    case 'assign by reference':
      return byReference('assign', { vendor_id: w.vendorOf(kind).id });
    case 'reject by reference':
      return byReference('reject', { reason: 'The PAN card scan is unreadable.' });
    case 'delete by reference':
      return byReference('delete', { reason: 'Submitted twice.' });
    case 'assign':
      return assignCall(kind, admin, id, w.vendorOf(kind).id);
    case 'assign elsewhere':
      return assignCall(kind, admin, id, w.otherVendorOf(kind).id);
    case 'reopen':
    case 'reopen elsewhere': {
      const vendor = move === 'reopen' ? w.vendorOf(kind) : w.otherVendorOf(kind);
      const assign = assignCall(kind, admin, id, vendor.id);
      return { ...assign, payload: { ...(assign.payload as object), reopen: true } };
    }
    case 'reject':
      return rejectCall(kind, admin, id);
    case 'delete':
      return { ...deleteCall(kind, id), headers: admin.auth };
  }
}

const EVENT: Record<Move, string> = {
  assign: 'assign',
  'assign elsewhere': 'assign',
  reopen: 'reopen',
  'reopen elsewhere': 'reopen',
  reject: 'reject',
  delete: 'delete',
  'assign by reference': 'assign',
  'reject by reference': 'reject',
  'delete by reference': 'delete'
};

interface Race {
  first: Move;
  second: Move;
  from: 'PENDING' | 'REJECTED';
  /** What the loser hears when the given move won. */
  loserHears: (winner: Move) => number;
}

const RACES: Race[] = [
  { first: 'assign', second: 'reject', from: 'PENDING', loserHears: () => 409 },
  { first: 'assign', second: 'delete', from: 'PENDING', loserHears: (winner) => (winner === 'delete' ? 404 : 409) },
  { first: 'assign', second: 'assign elsewhere', from: 'PENDING', loserHears: () => 409 },
  { first: 'reopen', second: 'reopen elsewhere', from: 'REJECTED', loserHears: () => 409 },
  { first: 'assign by reference', second: 'reject by reference', from: 'PENDING', loserHears: () => 409 },
  {
    first: 'assign elsewhere',
    second: 'delete by reference',
    from: 'PENDING',
    loserHears: (winner) => (winner === 'delete by reference' ? 404 : 409)
  }
];

/** The request's history after its starting state: what the race added. */
function outcomeEvents(row: { events?: RequestRow['events'] }, from: Race['from']): string[] {
  return (row.events ?? []).map((e) => e.kind).slice(from === 'REJECTED' ? 2 : 1);
}

describe.each(RACES.map((r) => [`${r.first} vs ${r.second}`, r] as const))('%s', (_name, race) => {
  const wins = new Map<Move, number>();

  test.each(SERVICES.map((k, i) => [k.key, k, i] as const))('%s: exactly one wins', async (_key, kind, round) => {
    const id = await requestIn(w, kind, race.from);
    const { reference } = await w.t.app.db
      .selectFrom('requests')
      .select('reference')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const moves: [Move, TestAccount][] = [
      [race.first, w.admin],
      [race.second, w.otherAdmin]
    ];
    // Half the rounds fire the second move first, and the later one leaves after 0 to 3 turns of the
    // event loop, so the two meet at different points of each other's work and either side can win.
    const order = round % 2 === 0 ? moves : [...moves].reverse();
    const lag = Math.floor(round / 2) % 4;
    const answers = await Promise.all(
      order.map(async ([move, admin], i) => {
        for (let turn = 0; turn < i * lag; turn++) await new Promise((r) => setImmediate(r));
        return w.t.app.inject(call(move, kind, id, admin, reference));
      })
    );
    const results = order.map(([move, admin], i) => ({ move, admin, res: answers[i] as LightMyRequestResponse }));

    const winners = results.filter((r) => r.res.statusCode === 200);
    expect(winners.map((r) => r.move)).toHaveLength(1);
    const [winner] = winners;
    const loser = results.find((r) => r !== winner)!;
    expect([loser.move, loser.res.statusCode]).toEqual([loser.move, race.loserHears(winner.move)]);
    expect(loser.res.json().message).toEqual(expect.stringMatching(/\S/));
    wins.set(winner.move, (wins.get(winner.move) ?? 0) + 1);

    const row = await adminRead(w, kind, id);
    if (EVENT[winner.move] === 'delete') {
      expect(row).toBeUndefined();
      expect(outcomeEvents(winner.res.json(), race.from)).toEqual(['delete']);
      return;
    }
    expect(outcomeEvents(row!, race.from)).toEqual([EVENT[winner.move]]);
    if (EVENT[winner.move] === 'reject') {
      expect(row).toMatchObject({ status: 'REJECTED', rejected_by: winner.admin.name, assigned_vendor: null });
      return;
    }
    const vendor = winner.move.endsWith('elsewhere') ? w.otherVendorOf(kind) : w.vendorOf(kind);
    expect(row).toMatchObject({
      status: 'ASSIGNED TO VENDOR',
      assigned_vendor: vendor.id,
      approved_by: winner.admin.name,
      rejected_by: null
    });
  });

  afterAll(() => {
    console.log(
      `${race.first} vs ${race.second}: ${[...wins].map(([move, n]) => `${move} won ${n}`).join(', ')} of ${SERVICES.length} rounds`
    );
  });
});
