/** What the suite's people do through the API: register, sign in, pay by PIX, sign an attendance list. */
import { type Answer, call, sessionCookie } from "./http";

export const DEMO_OWNER = { email: "demo@memorial.example", password: "memorial123" };

export interface Person {
  userId: string;
  email: string;
  cookie: string;
}

function expectStatus(answer: Answer, status: number, what: string): Answer {
  if (answer.status !== status) throw new Error(`${what} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return answer;
}

export async function register(base: string, email: string, from?: string): Promise<Person> {
  const answer = expectStatus(
    await call(base, "POST", "/api/user/registerUser", {
      from,
      body: {
        name: "Pessoa do Cluster",
        email,
        cellphone: "(11) 98765-4321",
        password: "cluster-senha-123",
        confirmPassword: "cluster-senha-123",
      },
    }),
    201,
    `registration of ${email}`,
  );
  const { userId } = answer.json<{ userId: string }>();
  return { userId, email, cookie: sessionCookie(answer) };
}

export async function signIn(base: string, email: string, password: string): Promise<Person> {
  const answer = expectStatus(
    await call(base, "POST", "/api/auth/login", { body: { email, password } }),
    200,
    `sign-in of ${email}`,
  );
  return { userId: answer.json<{ userId: string }>().userId, email, cookie: sessionCookie(answer) };
}

/** A pending PIX wallet top-up of R$ 25,00, created as the checkout does; its payment id. */
export async function pixTopUp(base: string, payer: Person): Promise<string> {
  const start = expectStatus(
    await call(base, "POST", "/api/payment/initiatePayment", {
      cookie: payer.cookie,
      body: { product: "wallet_topup", productRefId: payer.userId, totalAmountCents: 2500 },
    }),
    201,
    "initiatePayment",
  );
  const pay = expectStatus(
    await call(base, "POST", "/api/payment/processPayment", {
      cookie: payer.cookie,
      body: {
        product: "wallet_topup",
        productRefId: payer.userId,
        amountCents: 2500,
        preferenceId: start.json<{ id: string }>().id,
        payment: {
          payment_method_id: "pix",
          payer: { email: payer.email, identification: { type: "CPF", number: "529.982.247-25" } },
        },
      },
    }),
    201,
    "processPayment",
  );
  const payment = pay.json<{ id: string; status: string }>();
  if (payment.status !== "pending") throw new Error(`a new PIX charge is ${payment.status}, not pending`);
  return payment.id;
}

/** The sandbox's "the payer paid the PIX" (demo mode), through `base`. */
export async function approve(base: string, paymentId: string, payer: Person): Promise<void> {
  expectStatus(
    await call(base, "POST", `/api/payment/sandbox/approve/${paymentId}`, { cookie: payer.cookie }),
    200,
    `approval of ${paymentId}`,
  );
}

/** Signs a memorial's attendance list; the answer as the client got it (or the network error). */
export async function attend(
  base: string,
  profileId: string,
  name: string,
  from?: string,
  headers?: Record<string, string>,
): Promise<Answer> {
  return call(base, "POST", "/api/event/attendProfile", {
    from,
    headers,
    body: { profileId, name, email: "presenca@cluster.example", cellphone: "(11) 98765-4321" },
  });
}

export interface Memorial {
  id: string;
  username: string;
  imageDirectory?: string | null;
}

/** The demo owner's public, activated memorials (the demo seed gives the owner four memorials). */
export async function memorialsOf(base: string, owner: Person): Promise<Memorial[]> {
  const answer = expectStatus(
    await call(base, "GET", `/api/profile/getAllProfilesByUser/${owner.userId}`, { cookie: owner.cookie }),
    200,
    "getAllProfilesByUser",
  );
  type Row = Memorial & { profileAccess: string; activedByUser: boolean };
  return answer
    .json<{ profiles: Row[] }>()
    .profiles.filter((p) => p.profileAccess === "Public" && p.activedByUser)
    .map(({ id, username, imageDirectory }) => ({ id, username, imageDirectory }));
}

/** Public memorials of the demo beyond the owner's (other pages no process has rendered yet). */
export async function publicMemorials(base: string): Promise<Memorial[]> {
  const answer = expectStatus(await call(base, "GET", "/api/profile/getAllProfiles"), 200, "getAllProfiles");
  const body = answer.json<{ profiles?: Memorial[]; data?: Memorial[] }>();
  return (body.profiles ?? body.data ?? []).map(({ id, username }) => ({ id, username }));
}
