import { CLAIM_MAIL_JOB, deliverClaimMail, sendOwedClaimMails } from "~/features/claims/index.server";
import { CARD_RENDER_JOB, printCardPdf, renderCardJob, surnamePhrase } from "~/features/cards/index.server";
import {
  CEREMONY_ANNOUNCED_JOB,
  ceremonyForAnnouncement,
  NOTA_RENDER_JOB,
  renderNotaJob,
} from "~/features/ceremonies/index.server";
import { onPaymentApproved, startReceiptDelivery, startReconciliationSchedule } from "~/features/payments/index.server";
import {
  CUSTOMER_INVITE_JOB,
  deliverCustomerInvite,
  sendOwedCustomerInvites,
} from "~/features/profile-editor/index.server";
import { religiousReferenceOf } from "~/features/faith/index.server";
import { KEEPSAKE_JOB, renderKeepsakeJob } from "~/features/keepsake/index.server";
import { sendOwedInvitations, sendOwedTransferMails } from "~/features/memorial-team/index.server";
import { countGalleryImages } from "~/features/gallery/index.server";
import {
  FOLLOWER_OCCASION_JOB,
  FOLLOWER_SWEEP_JOB,
  followerJobHandlers,
  notifyFollowersOfCeremony,
  scheduleFollowerSweep,
} from "~/features/followers/index.server";
import {
  PLAN_LIFE_SWEEP_JOB,
  PLAN_TERM_END_JOB,
  PLAN_TERM_REMINDER_JOB,
  planLifeJobHandlers,
  schedulePlanLifeSweep,
} from "~/features/plans/index.server";
import {
  PRINT_FILE_JOB,
  renderPrintFileJob,
  sendOwedPlaqueAddressRequests,
  sendOwedPrintOrderMail,
} from "~/features/plaques/index.server";
import { renderMemorialVideo, VIDEO_JOB, VIDEO_JOB_OPTIONS } from "~/features/video/index.server";
import { sendOwedOwnerNotices, sendOwedRejectionNotices, expireUnpaidTributes } from "~/features/tributes/index.server";
import { enqueueModernFormats, MODERN_FORMATS_JOB, modernFormatsJob } from "~/shared/images/modern-formats.server";
import {
  ACCOUNT_DELETED_MAIL_JOB,
  dataExportJob,
  deleteExpiredExportFiles,
  MY_DATA_EXPORT_JOB,
  sendAccountDeletedMail,
} from "~/features/my-data/index.server";
import { registerJobHandler, startJobQueue, stopJobQueue } from "~/shared/jobs/jobs.server";
import { logger } from "~/shared/logger.server";

/** How often each process reconciles payments and sweeps owed e-mail. */
export const SWEEP_INTERVAL_MS = 60_000;

/** Sends in progress, which stopping the payment jobs waits for. */
const sending = new Set<Promise<void>>();

/** Starts `send` now; a failure is logged and what it owed stays owed for the next sweep. */
function sendOwed(send: () => Promise<number>, failure: string): void {
  const sent: Promise<void> = send()
    .then(
      () => {},
      (error: unknown) => logger().error({ err: error }, failure),
    )
    .finally(() => sending.delete(sent));
  sending.add(sent);
}

/**
 * The background work around payments, composed here so payments never reach into the features
 * it serves: the reconciliation job (then the expiry of tributes left unpaid), receipts as
 * approvals commit, the tribute owner's notice and the plaque's address request an approval owes,
 * and the sweeps of the owed e-mail not yet on the job queue. Every process runs them; each claim is
 * `skip locked`, so each thing happens once.
 * Returns what stops them (and waits for the work in progress).
 */
export async function startPaymentJobs(intervalMs = SWEEP_INTERVAL_MS): Promise<() => Promise<void>> {
  const stops = [
    // Payments whose webhook never came, and unpaid PIX charges, are settled in the background.
    startReconciliationSchedule({ intervalMs, afterEachRun: () => expireUnpaidTributes() }),
    // Receipts of approved payments go out as approvals commit, on whichever process claims them.
    await startReceiptDelivery(intervalMs),
    // An approved tribute owes its memorial's administrator a notice, owed in the same transaction.
    await onPaymentApproved(
      () => sendOwed(sendOwedOwnerNotices, "owner notices not sent"),
      () => sendOwed(sendOwedOwnerNotices, "owner notices not sent"),
    ),
    // A paid plan whose memorial had no plaque order asks its administrators for the address.
    await onPaymentApproved(
      () => sendOwed(sendOwedPlaqueAddressRequests, "plaque address requests not sent"),
      () => sendOwed(sendOwedPlaqueAddressRequests, "plaque address requests not sent"),
    ),
  ];
  const sweep = setInterval(() => {
    sendOwed(sendOwedOwnerNotices, "owner notice sweep failed");
    sendOwed(sendOwedRejectionNotices, "tribute rejection notice sweep failed");
    sendOwed(sendOwedPlaqueAddressRequests, "plaque address request sweep failed");
    // A printed-card order's moves e-mail the family after the move; cancellations by a lapse or a refund go here.
    sendOwed(sendOwedPrintOrderMail, "print order e-mail sweep failed");
    // Invitations to help manage a memorial go out after the inviting commit; a failed send waits here.
    sendOwed(sendOwedInvitations, "memorial invitation sweep failed");
    sendOwed(sendOwedTransferMails, "memorial transfer notice sweep failed");
    sendOwed(sendOwedClaimMails, "memorial claim e-mail sweep failed");
    // 'Meus dados' exports whose link expired lose their file (decision 058).
    sendOwed(() => deleteExpiredExportFiles(), "expired data export sweep failed");
  }, intervalMs);
  sweep.unref();
  stops.push(() => clearInterval(sweep));
  // Stopping waits for the runs and sends in progress: nothing writes after the caller moved on.
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
    await Promise.all([...sending]);
  };
}

/**
 * Every kind of job the job queue runs (decision 044), with its handler and options. Registered
 * whenever the application loads, so an enqueue anywhere in the process knows its job's options.
 */
export function registerJobs(): void {
  // The partner customer's invite: checked a minute after the creation, retried until it is out.
  registerJobHandler(CUSTOMER_INVITE_JOB, deliverCustomerInvite, {
    concurrency: 2,
    retryLimit: 10,
    retryDelaySeconds: 30,
    expireInSeconds: 120,
  });
  // A memorial claim's e-mails (decision 057): to its administrators, then the decision to everyone concerned.
  registerJobHandler(CLAIM_MAIL_JOB, deliverClaimMail, { concurrency: 2, retryLimit: 10, retryDelaySeconds: 30 });
  // The plan's life (decision 047): reminders before a term ends, its end, and the hourly sweep.
  const planLife = planLifeJobHandlers({ galleryPhotoCount: (tx, profileId) => countGalleryImages(profileId, tx) });
  registerJobHandler(PLAN_TERM_REMINDER_JOB, planLife.reminder, { retryLimit: 10, retryDelaySeconds: 60 });
  registerJobHandler(PLAN_TERM_END_JOB, planLife.end, { retryLimit: 10, retryDelaySeconds: 30 });
  registerJobHandler(PLAN_LIFE_SWEEP_JOB, planLife.sweep, {
    retryLimit: 3,
    retryDelaySeconds: 60,
    expireInSeconds: 600,
  });
  // Following a memorial (decision 055): the hourly sweep of the dates that matter, and each e-mail once.
  registerJobHandler(FOLLOWER_SWEEP_JOB, followerJobHandlers.sweep, {
    retryLimit: 3,
    retryDelaySeconds: 60,
    expireInSeconds: 600,
  });
  registerJobHandler(FOLLOWER_OCCASION_JOB, followerJobHandlers.occasion, {
    concurrency: 2,
    retryLimit: 10,
    retryDelaySeconds: 60,
    expireInSeconds: 120,
  });
  // A Diamante memorial's custom video, rendered or transcoded by ffmpeg, one at a time (decision 048).
  registerJobHandler(VIDEO_JOB, renderMemorialVideo, VIDEO_JOB_OPTIONS);
  // The digital card (decision 046): drawn again whenever the design or the memorial changes. Its
  // phrase is the chosen religious reference (decision 045), else the memorial's own words.
  const cardPhrase = async (profileId: string) =>
    (await religiousReferenceOf(profileId))?.text ?? (await surnamePhrase(profileId));
  registerJobHandler(CARD_RENDER_JOB, renderCardJob(cardPhrase), {
    concurrency: 1,
    retryLimit: 3,
    retryDelaySeconds: 20,
    expireInSeconds: 120,
  });
  // A ceremony just added (decision 054): its followers are told, unless it was removed or has ended meanwhile.
  registerJobHandler<{ ceremonyId: string }>(
    CEREMONY_ANNOUNCED_JOB,
    async ({ payload }) => {
      const now = new Date();
      const announcement = await ceremonyForAnnouncement(payload.ceremonyId, now);
      if (announcement) await notifyFollowersOfCeremony(announcement, now);
    },
    { retryLimit: 10, retryDelaySeconds: 30 },
  );
  // The nota de falecimento (decision 054): drawn again when the ceremonies change or one ends.
  registerJobHandler(NOTA_RENDER_JOB, renderNotaJob(), {
    concurrency: 1,
    retryLimit: 3,
    retryDelaySeconds: 20,
    expireInSeconds: 120,
  });
  // Images stored before WebP and AVIF get them, a batch per run, one run at a time (decision 050).
  registerJobHandler(MODERN_FORMATS_JOB, modernFormatsJob, {
    concurrency: 1,
    retryLimit: 10,
    retryDelaySeconds: 60,
    expireInSeconds: 900,
  });
  // The printed cards' file (decision 049): the same card, drawn for print when an order goes into production.
  registerJobHandler(
    PRINT_FILE_JOB,
    renderPrintFileJob((profileId) => printCardPdf(profileId, cardPhrase)),
    {
      concurrency: 1,
      retryLimit: 3,
      retryDelaySeconds: 20,
      expireInSeconds: 180,
    },
  );
  // The keepsake book (decision 056): drawn when the family asks, one at a time (photos at 300 dpi).
  registerJobHandler(KEEPSAKE_JOB, (context: Parameters<typeof renderKeepsakeJob>[0]) => renderKeepsakeJob(context), {
    concurrency: 1,
    retryLimit: 3,
    retryDelaySeconds: 30,
    expireInSeconds: 600,
  });
  // 'Meus dados' (decision 058): the export's ZIP, then its link e-mailed; the deleted account's last e-mail.
  registerJobHandler(MY_DATA_EXPORT_JOB, dataExportJob(), {
    concurrency: 1,
    retryLimit: 3,
    retryDelaySeconds: 30,
    expireInSeconds: 900,
  });
  registerJobHandler(ACCOUNT_DELETED_MAIL_JOB, sendAccountDeletedMail, { retryLimit: 10, retryDelaySeconds: 60 });
}

/** Starts this process's job workers (registered above), stopped by `stopJobs` at shutdown. */
export async function startJobs(): Promise<void> {
  registerJobs();
  await startJobQueue();
  // The first sweep now (once across processes: one waiting sweep is kept); each run owes the next.
  await schedulePlanLifeSweep();
  await scheduleFollowerSweep();
  // Stored images without WebP/AVIF variants (older than decision 050) are converted in the background.
  await enqueueModernFormats();
  // Invites owed before their delivery had a job (an older release) go out once, now.
  sendOwed(sendOwedCustomerInvites, "customer invite sweep failed");
}

/** The drain's end: running jobs get until JOB_DRAIN_MS after SIGTERM, then are retried elsewhere. */
export function stopJobs(): Promise<void> {
  return stopJobQueue();
}
