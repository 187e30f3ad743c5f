import { SERVICES, type BusinessType, type RequestState, type ServiceKind } from '@gia/domain';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { seedAccount, type TestAccount } from '../../test-support/accounts';
import type { TestApp } from '../../test-support/app';
import { assignCall, readOne, rejectCall, submit, vendorCall } from '../../requests/test-fixtures';

/**
 * The people of the evidence tests, all stored through the real app: two customers, two admins, and
 * for every vendor category two vendors ("the" vendor, to whom requests get assigned, and another).
 */
export interface World {
  t: TestApp;
  customer: TestAccount;
  otherCustomer: TestAccount;
  admin: TestAccount;
  otherAdmin: TestAccount;
  vendorOf(kind: ServiceKind): TestAccount;
  otherVendorOf(kind: ServiceKind): TestAccount;
}

export async function makeWorld(t: TestApp): Promise<World> {
  const vendors = new Map<BusinessType, [TestAccount, TestAccount]>();
  for (const kind of SERVICES) {
    if (vendors.has(kind.vendorCategory)) continue;
    vendors.set(kind.vendorCategory, [
      await seedAccount(t.app, 'vendor', { name: `${kind.vendorCategory} Alpha`, businessType: kind.vendorCategory }),
      await seedAccount(t.app, 'vendor', { name: `${kind.vendorCategory} Beta`, businessType: kind.vendorCategory })
    ]);
  }
  return {
    t,
    customer: await seedAccount(t.app, 'customer', { name: 'Asha Rao' }),
    otherCustomer: await seedAccount(t.app, 'customer', { name: 'Vikram Singh' }),
    admin: await seedAccount(t.app, 'admin', { name: 'Ravi Admin' }),
    otherAdmin: await seedAccount(t.app, 'admin', { name: 'Meera Admin' }),
    vendorOf: (kind) => vendors.get(kind.vendorCategory)![0],
    otherVendorOf: (kind) => vendors.get(kind.vendorCategory)![1]
  };
}

/** Sends a call and insists on a 2xx: for setting things up, where anything else is a broken test. */
export async function ok(t: TestApp, call: InjectOptions): Promise<LightMyRequestResponse> {
  const res = await t.app.inject(call);
  if (res.statusCode < 200 || res.statusCode > 299)
    throw new Error(`${call.method} ${call.url}: ${res.statusCode} ${res.body}`);
  return res;
}

/**
 * A request of the world's customer brought to `state` through the API, as the admins and the
 * kind's vendor would: PENDING, REJECTED, ASSIGNED TO VENDOR or IN PROGRESS.
 */
export async function requestIn(
  w: World,
  kind: ServiceKind,
  state: RequestState,
  over: Record<string, unknown> = {}
): Promise<number> {
  const id = await submit(w.t.app, kind, w.customer, over);
  if (state === 'PENDING') return id;
  if (state === 'REJECTED') {
    await ok(w.t, rejectCall(kind, w.admin, id));
    return id;
  }
  await ok(w.t, assignCall(kind, w.admin, id, w.vendorOf(kind).id));
  if (state === 'ASSIGNED TO VENDOR') return id;
  await ok(w.t, vendorCall('acceptAssignment', kind, w.vendorOf(kind), id));
  if (state === 'IN PROGRESS') return id;
  throw new Error(`requestIn: ${state} is not a starting state of these tests`);
}

/** The request as an admin reads it (undefined once deleted). */
export function adminRead(w: World, kind: ServiceKind, id: number): ReturnType<typeof readOne> {
  return readOne(w.t.app, kind, w.admin, id);
}
