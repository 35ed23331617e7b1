/**
 * Who a session or token belongs to is kept by each server between requests (record 0149,
 * drizzle/0024): every signed-in request asks. What one server kept must never outlive the end of
 * a session, a token or an account, nor a change of what it shows, made on this server (at once)
 * or on another (once its notice comes).
 */
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { apiTokens } from "~/db/schema";
import { sha256 } from "~/server/crypto.server";
import { toggleUserBlocked } from "~/services/admin-users.server";
import { createSession, destroySession, issueApiToken, revokeApiToken, userFromApiToken, userFromSession } from "~/services/auth.server";
import { everyReaderListening } from "~/services/kept.server";
import { until } from "../helpers/build-process";
import { makeUser } from "../helpers/pages";

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 3_000, interval: 50 });

// Another server, a worker or psql: a connection of its own to the same database.
let elsewhere: postgres.Sql;
beforeAll(async () => {
  elsewhere = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => undefined });
  await getDb();
  await userFromApiToken("a".repeat(43));
  await userFromSession("a".repeat(43));
  await until(everyReaderListening, 3_000, () => "the kept readers to listen", 50);
});
afterAll(() => elsewhere.end());

/** A write another server makes whose notice is lost (triggers off for it). */
const unheard = (write: (tx: postgres.TransactionSql) => Promise<unknown>) =>
  elsewhere.begin(async (tx) => {
    await tx`set local session_replication_role = replica`;
    await write(tx);
  });

const nameByToken = async (token: string) => (await userFromApiToken(token))?.name;

describe("the owner of a token or session a server keeps", () => {
  it("is not read again between requests: a change whose notice is lost is not seen until one names the account", async () => {
    const { user } = await makeUser({ name: "Antes" });
    const other = await makeUser();
    const token = await issueApiToken(user.id);
    expect(await nameByToken(token)).toBe("Antes");
    await unheard((tx) => tx`update users set name = 'Después' where id = ${user.id}`);
    for (let i = 0; i < 5; i++) expect(await nameByToken(token)).toBe("Antes");
    // A notice naming someone else forgets nothing of this account.
    await elsewhere`select pg_notify('owners_changed', ${String(other.user.id)})`;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await nameByToken(token)).toBe("Antes");
    await elsewhere`select pg_notify('owners_changed', ${String(user.id)})`;
    await eventually(() => nameByToken(token)).toBe("Después");
  });

  it("ends with a token revoked, a session ended or an account blocked on another server, once the notice comes", async () => {
    const { user } = await makeUser();
    const token = await issueApiToken(user.id);
    const session = await createSession(user.id);
    expect((await userFromApiToken(token))?.id).toBe(user.id);
    expect((await userFromSession(session.id))?.id).toBe(user.id);

    await elsewhere`delete from api_tokens where token_hash = ${sha256(token)}`;
    await eventually(() => userFromApiToken(token)).toBeUndefined();
    await elsewhere`delete from sessions where id = ${session.id}`;
    await eventually(() => userFromSession(session.id)).toBeUndefined();

    const again = await issueApiToken(user.id);
    expect((await userFromApiToken(again))?.blocked).toBe(false);
    await elsewhere`update users set blocked = true where id = ${user.id}`;
    await eventually(async () => (await userFromApiToken(again))?.blocked).toBe(true);
  });

  it("follows a plan changed on another server, and any change of the plans", async () => {
    const { user } = await makeUser();
    const token = await issueApiToken(user.id);
    expect((await userFromApiToken(token))?.plan.name).toBe("free");
    await elsewhere`update users set plan_id = (select id from plans where name = 'starter') where id = ${user.id}`;
    await eventually(async () => (await userFromApiToken(token))?.plan.name).toBe("starter");
    await unheard((tx) => tx`update users set plan_id = (select id from plans where name = 'free') where id = ${user.id}`);
    await elsewhere`select pg_notify('plans_changed', '')`;
    await eventually(async () => (await userFromApiToken(token))?.plan.name).toBe("free");
  });

  it("ends at once with this server's own sign-out, revocation or block", async () => {
    const { user } = await makeUser();
    const token = await issueApiToken(user.id);
    const session = await createSession(user.id);
    expect(await userFromApiToken(token)).toBeDefined();
    expect(await userFromSession(session.id)).toBeDefined();
    await revokeApiToken(token);
    expect(await userFromApiToken(token)).toBeUndefined();
    await destroySession(session.id);
    expect(await userFromSession(session.id)).toBeUndefined();

    const again = await issueApiToken(user.id);
    expect((await userFromApiToken(again))?.blocked).toBe(false);
    await toggleUserBlocked((await makeUser({ admin: true })).user, user.id);
    // Blocking ends every session and token of the account.
    expect(await userFromApiToken(again)).toBeUndefined();
  });

  it("ends when the token expires, even while kept", async () => {
    const { user } = await makeUser();
    const token = await issueApiToken(user.id);
    expect(await userFromApiToken(token)).toBeDefined();
    await unheard((tx) => tx`update api_tokens set expires_at = now() + interval '1 second' where token_hash = ${sha256(token)}`);
    await elsewhere`select pg_notify('owners_changed', ${String(user.id)})`;
    await eventually(async () => (await userFromApiToken(token)) !== undefined).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await userFromApiToken(token)).toBeUndefined();
  });

  it("is not kept for a token that opens nothing: one issued later with it works at once", async () => {
    const { user } = await makeUser();
    const token = "b".repeat(43);
    expect(await userFromApiToken(token)).toBeUndefined();
    // (stored as issueApiToken stores one; its value chosen so it could be asked for first)
    await (await getDb()).insert(apiTokens).values({ userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + 86_400_000) });
    expect((await userFromApiToken(token))?.id).toBe(user.id);
  });
});
